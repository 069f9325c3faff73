import { ConsoleUsers } from '@lancer/features/console/console-users/console-users';

import { AdministratorOnly } from '../lib/administrator-only';

/** /console/users: search, suspend and reinstate users, administrators only (decision 1503). */
export default function ConsoleUsersRoute() {
  return (
    <AdministratorOnly>
      <ConsoleUsers />
    </AdministratorOnly>
  );
}
