import { NavigationProgress } from '@lancer/ui/components/navigation-progress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** The bar along the top while the router changes page (a lazy page's code on its way), both layouts. */
export function PageChangeProgress() {
  const { t } = useTranslation('shell');
  return <NavigationProgress active={useNavigation().state !== 'idle'} label={t('loadingPage')} />;
}
