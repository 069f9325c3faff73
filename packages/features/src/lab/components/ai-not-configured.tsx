import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { useTranslation } from 'react-i18next';

/** What every AI feature (the lab's tools, translate in place) shows when the API has no AI endpoint: that it is so, and how to set it up. */
export function AiNotConfigured({ className }: { className?: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'aiNotConfigured' });
  return (
    <Alert variant="info" className={className} data-testid="ai-not-configured">
      <AlertTitle>{t('title')}</AlertTitle>
      <AlertDescription>{t('body')}</AlertDescription>
    </Alert>
  );
}
