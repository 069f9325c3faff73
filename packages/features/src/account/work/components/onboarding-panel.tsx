import { useTranslation } from 'react-i18next';

import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';

/** Where the payment provider sent the user back: finished (`return`) or the link expired (`refresh`). */
export type OnboardingReturn = 'return' | 'refresh';

type OnboardingPanelProps = {
  linked: boolean;
  returned?: OnboardingReturn;
  pending: boolean;
  failed: boolean;
  onOpenLink: () => void;
};

export function OnboardingPanel({ linked, returned, pending, failed, onOpenLink }: OnboardingPanelProps) {
  const { t } = useTranslation('account', { keyPrefix: 'work' });
  return (
    <div className="flex flex-col gap-3">
      {returned === 'return' && !linked ? (
        <Alert variant="info">
          <AlertTitle>{t('onboarding.returned')}</AlertTitle>
        </Alert>
      ) : null}
      {returned === 'refresh' ? (
        <Alert variant="warning">
          <AlertTitle>{t('onboarding.expired')}</AlertTitle>
        </Alert>
      ) : null}
      {failed ? (
        <Alert variant="destructive">
          <AlertTitle>{t('onboarding.linkFailed')}</AlertTitle>
        </Alert>
      ) : null}
      <p className="text-sm">{linked ? t('onboarding.linked') : t('onboarding.notLinked')}</p>
      <div>
        <Button variant={linked ? 'outline' : 'default'} loading={pending} onClick={onOpenLink}>
          {linked ? t('onboarding.update') : t('onboarding.link')}
        </Button>
      </div>
    </div>
  );
}
