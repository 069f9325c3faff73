import { useTranslation } from 'react-i18next';

import { usePageMeta } from '../../lib/use-page-meta';
import { HomeView, type HomeViewProps } from './home-view';

/** Home with its title and description for search engines. */
export function HomePage(props: HomeViewProps) {
  const { t } = useTranslation('public', { keyPrefix: 'home.meta' });
  usePageMeta(t('title'), t('description'));
  return <HomeView {...props} />;
}
