import { ConsoleContent } from '@lancer/features/console/console-content/console-content';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console/content: job posts and reviews to hide or restore, administrators only (decision 1541). */
export default function ConsoleContentRoute() {
  return (
    <AdministratorOnly>
      <ConsoleContent />
    </AdministratorOnly>
  );
}
