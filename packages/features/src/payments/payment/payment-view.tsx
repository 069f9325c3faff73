import { useTranslation } from 'react-i18next';

import type { Earnings, Payment } from '@lancer/api/schemas/payment';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { PageSection } from '../components/page-section';
import { BillingMethodSection, type BillingMethodSectionProps } from './components/billing-method-section';
import { EarningsSummary } from './components/earnings-summary';
import { PaymentHistoryTable } from './components/payment-history-table';

export type PaymentViewProps = {
  earnings: Loadable<Earnings>;
  history: Loadable<{ payments: readonly Payment[]; currentUserId: string }>;
  /** Back from the payment provider's checkout page (?checkout=done|cancelled). */
  notice?: 'checkout-returned' | 'checkout-cancelled' | null;
  /** Pays an outstanding hourly invoice (decision 1402); without it the history only lists. */
  onPay?: (payment: Payment) => void;
  /** The invoice on its way to the checkout page. */
  payingId?: string | null;
  /** Why the last pay failed. */
  payError?: string | null;
  /** The client's billing method (decision 1410); without it the section is not shown. */
  billing?: BillingMethodSectionProps;
};

/** Payment record (/payment): earnings summary and milestone payment history. */
export function PaymentView({
  earnings,
  history,
  notice,
  onPay,
  payingId,
  payError,
  billing,
}: PaymentViewProps) {
  const { t } = useTranslation('payments');
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('payment.title')}</h1>
        <p className="text-muted-foreground">{t('payment.lead')}</p>
      </header>
      {notice ? (
        <Alert variant={notice === 'checkout-returned' ? 'success' : 'default'}>
          <AlertTitle>
            {t(notice === 'checkout-returned' ? 'history.checkoutReturned' : 'history.checkoutCancelled')}
          </AlertTitle>
        </Alert>
      ) : null}
      {billing ? <BillingMethodSection {...billing} /> : null}
      <PageSection title={t('earnings.title')}>
        <LoadState state={earnings} errorTitle={t('loadFailed')} {...labels}>
          {(data) => <EarningsSummary earnings={data} />}
        </LoadState>
      </PageSection>
      <PageSection title={t('history.title')}>
        <LoadState
          state={history}
          isEmpty={({ payments }) => payments.length === 0}
          empty={{ title: t('history.emptyTitle'), description: t('history.emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {({ payments, currentUserId }) => (
            <div className="flex flex-col gap-3">
              {payError ? (
                <Alert variant="destructive">
                  <AlertTitle>{t('history.payFailed', { message: payError })}</AlertTitle>
                </Alert>
              ) : null}
              <PaymentHistoryTable
                payments={payments}
                currentUserId={currentUserId}
                onPay={onPay}
                payingId={payingId}
              />
            </div>
          )}
        </LoadState>
      </PageSection>
    </div>
  );
}
