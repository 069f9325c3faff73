import { useTranslation } from 'react-i18next';

import type { SubscriptionPayment } from '@lancer/api/schemas/payment';
import { DataTable, type DataTableColumn } from '@lancer/ui/components/data-table';

import { formatDay, formatMoney } from '../../../lib/format';

type SubscriptionTableProps = { payments: readonly SubscriptionPayment[] };

const linkClassName = 'text-primary underline-offset-4 hover:underline';

/** Subscription payments (spec entities): subscription ID, customer email, amount due, period start and end, paid at, invoice, PDF. */
export function SubscriptionTable({ payments }: SubscriptionTableProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const columns: DataTableColumn<SubscriptionPayment>[] = [
    {
      id: 'subscriptionId',
      header: t('subscriptions.subscriptionId'),
      cell: (row) => row.subscription_id,
      // The table's own font: an ID is text to read and copy, not code.
      className: 'tabular-nums',
    },
    { id: 'customerEmail', header: t('subscriptions.customerEmail'), cell: (row) => row.customer_email },
    {
      id: 'amountDue',
      header: t('subscriptions.amountDue'),
      cell: (row) => formatMoney(row.amount_due_cents, row.currency, language),
      sortValue: (row) => row.amount_due_cents,
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      id: 'periodStart',
      header: t('subscriptions.periodStart'),
      cell: (row) => formatDay(row.period_start, language),
      sortValue: (row) => row.period_start,
    },
    {
      id: 'periodEnd',
      header: t('subscriptions.periodEnd'),
      cell: (row) => formatDay(row.period_end, language),
    },
    {
      id: 'paidAt',
      header: t('subscriptions.paidAt'),
      cell: (row) => (row.paid_at ? formatDay(row.paid_at, language) : t('subscriptions.notPaid')),
    },
    {
      id: 'documents',
      header: t('subscriptions.documents'),
      cell: (row) => (
        <span className="flex gap-3">
          <a className={linkClassName} href={row.invoice_url} target="_blank" rel="noreferrer">
            {t('subscriptions.invoice')}
          </a>
          <a className={linkClassName} href={row.pdf_url} target="_blank" rel="noreferrer">
            {t('subscriptions.pdf')}
          </a>
        </span>
      ),
    },
  ];
  return (
    <div className="rounded-md border">
      <DataTable
        rows={payments}
        columns={columns}
        getRowId={(row) => row.id}
        caption={t('subscriptions.title')}
      />
    </div>
  );
}
