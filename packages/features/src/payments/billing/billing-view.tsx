import { useTranslation } from 'react-i18next';

import type { SavedPaymentMethod } from '@lancer/api/contract/user';
import type { SubscriptionPayment } from '@lancer/api/schemas/payment';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { PageSection } from '../components/page-section';
import { SavedMethodsList } from './components/saved-methods-list';
import { SubscriptionTable } from './components/subscription-table';

export type BillingViewProps = {
  methods: Loadable<readonly SavedPaymentMethod[]>;
  subscriptions: Loadable<readonly SubscriptionPayment[]>;
  now: Date;
  removingId: string | null;
  removeFailed: boolean;
  removed: boolean;
  onRemove: (id: string) => void;
};

/** Billing (/billing): saved payment methods and subscription payment history. */
export function BillingView(props: BillingViewProps) {
  const { t } = useTranslation('payments');
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('billing.title')}</h1>
        <p className="text-muted-foreground">{t('billing.lead')}</p>
      </header>
      <PageSection title={t('methods.title')}>
        {props.removeFailed ? (
          <Alert variant="destructive">
            <AlertTitle>{t('methods.removeFailed')}</AlertTitle>
          </Alert>
        ) : null}
        {props.removed ? (
          <Alert variant="success">
            <AlertTitle>{t('methods.removed')}</AlertTitle>
          </Alert>
        ) : null}
        <LoadState
          state={props.methods}
          isEmpty={(methods) => methods.length === 0}
          empty={{ title: t('methods.emptyTitle'), description: t('methods.emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(methods) => (
            <SavedMethodsList
              methods={methods}
              now={props.now}
              removingId={props.removingId}
              onRemove={props.onRemove}
            />
          )}
        </LoadState>
      </PageSection>
      <PageSection title={t('subscriptions.title')}>
        <LoadState
          state={props.subscriptions}
          isEmpty={(payments) => payments.length === 0}
          empty={{ title: t('subscriptions.emptyTitle'), description: t('subscriptions.emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(payments) => <SubscriptionTable payments={payments} />}
        </LoadState>
      </PageSection>
    </div>
  );
}
