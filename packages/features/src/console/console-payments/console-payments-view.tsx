import { useTranslation } from 'react-i18next';

import type { PaymentState } from '@lancer/api/states/payment';
import type { ConsolePayment } from '@lancer/api/schemas/console';
import { Badge } from '@lancer/ui/components/badge';
import type { Loadable } from '@lancer/ui/components/load-state';

import { formatDay, formatMoney } from '../../lib/format';
import { personName } from '../../lib/person-name';
import { ConsolePage, ConsoleSearch, ConsoleToggle } from '../../components/console-page';

export type PaymentStateFilter = 'all' | PaymentState;

export type ConsolePaymentsViewProps = {
  /** The search sent: a part of a party's name or email, the project, the payment's or gateway's id. */
  query: string;
  onSearch: (query: string) => void;
  state: PaymentStateFilter;
  onStateChange: (state: PaymentStateFilter) => void;
  /** The payments found, newest first. */
  payments: Loadable<readonly ConsolePayment[]>;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** The console's payments (decision 1531): search, and each payment's state, money, parties and gateway ids. */
export function ConsolePaymentsView(props: ConsolePaymentsViewProps) {
  const { t } = useTranslation('console', { keyPrefix: 'payments' });
  return (
    <ConsolePage
      title={t('title')}
      description={t('lead')}
      listLabel={t('list')}
      items={props.payments}
      empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
      errorTitle={t('loadFailed')}
      itemKey={(payment) => payment.id}
      itemClassName="rounded-lg border p-4"
      renderItem={(payment) => <PaymentRow payment={payment} />}
      pagination={props}
    >
      <ConsoleSearch keyPrefix="payments" query={props.query} onSearch={props.onSearch} />
      <ConsoleToggle
        label={t('state')}
        options={['all', 'OUTSTANDING', 'PAID'] as const}
        value={props.state}
        onChange={props.onStateChange}
        optionLabel={(state) => t(`states.${state}`)}
      />
    </ConsolePage>
  );
}

/** One payment: what it pays, how much and in which state; who pays whom; how; what the gateway calls it. */
function PaymentRow({ payment }: { payment: ConsolePayment }) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'payments' });
  const money = (cents: number) => formatMoney(cents, payment.currency, i18n.language);
  const heading = `${payment.project_title}: ${payment.milestone_title}`;
  return (
    <article aria-label={heading} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 className="min-w-0 font-medium break-words">{heading}</h3>
        <Badge variant={payment.status === 'PAID' ? 'secondary' : 'outline'}>
          {t(`states.${payment.status}`)}
        </Badge>
        <span className="ml-auto font-medium tabular-nums">{money(payment.amount_cents)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('parties')}</dt>
        <dd className="break-words">
          {t('payerToPayee', { payer: personName(payment.payer), payee: personName(payment.payee) })}
        </dd>
        <dt className="text-muted-foreground">{t('kind')}</dt>
        <dd>
          {t(`kinds.${payment.kind}`)} · {t(`methods.${payment.method}`)}
        </dd>
        <dt className="text-muted-foreground">{t('created')}</dt>
        <dd>
          {formatDay(payment.created_at, i18n.language)}
          {payment.paid_at ? ` · ${t('paidOn', { day: formatDay(payment.paid_at, i18n.language) })}` : ''}
        </dd>
        <dt className="text-muted-foreground">{t('gatewayId')}</dt>
        <dd className="font-mono text-xs break-all">{payment.gateway_id ?? t('noGateway')}</dd>
        {payment.dispute_outcome ? (
          <>
            <dt className="text-muted-foreground">{t('dispute')}</dt>
            <dd>
              {t('disputeOutcome', {
                outcome: t(`outcomes.${payment.dispute_outcome}`),
                refunded: money(payment.refunded_cents),
              })}
              {payment.refund_id ? (
                <span className="block font-mono text-xs break-all">{payment.refund_id}</span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t('paymentId')}</dt>
        <dd className="font-mono text-xs break-all">{payment.id}</dd>
      </dl>
    </article>
  );
}
