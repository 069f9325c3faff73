import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';

import { StepFrame } from './step-frame';

/** SECOND-FACTOR: signed in with a recovery code; says how many remain before going on. */
export function RecoveryUsedStep({ left, onContinue }: { left: number; onContinue: () => void }) {
  const { t } = useTranslation('auth', { keyPrefix: 'signin' });
  return (
    <StepFrame title={t('recoveryUsed.title')} lead={t('recoveryUsed.lead')}>
      <Alert variant={left <= 2 ? 'destructive' : 'default'}>
        <AlertTitle>{t('recoveryUsed.left', { count: left })}</AlertTitle>
      </Alert>
      <Button onClick={onContinue}>{t('recoveryUsed.continue')}</Button>
    </StepFrame>
  );
}
