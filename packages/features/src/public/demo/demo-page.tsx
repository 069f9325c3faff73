import { useTranslation } from 'react-i18next';

import { usePageMeta } from '../../lib/use-page-meta';
import { DemoView } from './demo-view';
import { demoSample } from './sample-data';

/** /demo: no sign-in, no API call; sample data only. */
export function DemoPage() {
  const { t } = useTranslation('public', { keyPrefix: 'demo.meta' });
  usePageMeta(t('title'), t('description'));
  return <DemoView sample={demoSample} />;
}
