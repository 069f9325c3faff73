import { useTranslation } from 'react-i18next';

import { usePageMeta } from '../../lib/use-page-meta';
import { AboutView } from './about-view';
import { team } from './team';

/** The About page (static: no call, so no loading state) with its team, title and description. */
export function AboutPage() {
  const { t } = useTranslation('public', { keyPrefix: 'about.meta' });
  usePageMeta(t('title'), t('description'));
  return <AboutView team={team} />;
}
