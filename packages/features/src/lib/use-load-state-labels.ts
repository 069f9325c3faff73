import { useTranslation } from 'react-i18next';

/** The texts ui's LoadState shows on every screen, in the reader's language: spread them onto it. */
export function useLoadStateLabels() {
  const { t } = useTranslation('common');
  return { loadingLabel: t('loading'), retryLabel: t('retry') };
}
