import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';

/** A load that failed: what failed, and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert variant="destructive">
      <AlertTitle>{message}</AlertTitle>
      <div className="col-start-2 mt-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </div>
    </Alert>
  );
}
