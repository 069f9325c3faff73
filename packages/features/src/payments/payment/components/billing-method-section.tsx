import { useTranslation } from 'react-i18next';

import type { BillingMethod } from '@lancer/api/schemas/payment';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { ConfirmButton } from '@lancer/ui/components/confirm-button';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { cardBrandName } from '../../lib/card-brand';
import { useLoadStateLabels } from '../../../lib/use-load-state-labels';
import { PageSection } from '../../components/page-section';

export type BillingMethodSectionProps = {
  method: Loadable<BillingMethod['billing_method']>;
  /**
   * Back from the payment provider's page (?setup=done|cancelled): `done` with no card yet reads
   * "saving" until the provider's report saves it.
   */
  setupReturn?: 'done' | 'cancelled';
  /** The call for the provider's page is on its way. */
  opening: boolean;
  removing: boolean;
  /** Why opening the page or removing the card failed. */
  error: string | null;
  onSave: () => void;
  onRemove: () => void;
};

/**
 * The client's billing method (decision 1410), as the provider's payout account is shown on /work:
 * none saved, saving, saved (brand and last 4), remove. Approved hourly weeks are charged to it.
 */
export function BillingMethodSection(props: BillingMethodSectionProps) {
  const { t } = useTranslation('payments', { keyPrefix: 'billingMethod' });
  const labels = useLoadStateLabels();
  return (
    <PageSection title={t('title')}>
      {props.error ? (
        <Alert variant="destructive">
          <AlertTitle>{t('failed', { message: props.error })}</AlertTitle>
        </Alert>
      ) : null}
      {props.setupReturn === 'cancelled' ? (
        <Alert>
          <AlertTitle>{t('cancelled')}</AlertTitle>
        </Alert>
      ) : null}
      <LoadState state={props.method} errorTitle={t('loadFailed')} {...labels}>
        {(card) =>
          card ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-3">
              <div className="flex flex-col gap-1">
                <span className="text-sm font-medium">
                  {t('card', { brand: cardBrandName(card.brand), last4: card.last4 })}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('expires', { month: String(card.exp_month).padStart(2, '0'), year: card.exp_year })}
                  {' · '}
                  {t('charged')}
                </span>
              </div>
              <ConfirmButton
                label={t('remove')}
                ariaLabel={t('removeLabel', { brand: cardBrandName(card.brand), last4: card.last4 })}
                title={t('confirmTitle')}
                description={t('confirmBody')}
                confirm={t('confirm')}
                cancel={t('cancel')}
                loading={props.removing}
                onConfirm={props.onRemove}
              />
            </div>
          ) : props.setupReturn === 'done' ? (
            <p role="status" className="text-sm">
              {t('saving')}
            </p>
          ) : (
            <div className="flex flex-col gap-3">
              <p className="text-sm">{t('none')}</p>
              <div>
                <Button loading={props.opening} onClick={props.onSave}>
                  {props.opening ? t('opening') : t('save')}
                </Button>
              </div>
            </div>
          )
        }
      </LoadState>
    </PageSection>
  );
}
