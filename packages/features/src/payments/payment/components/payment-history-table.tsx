import { useTranslation } from 'react-i18next';

import type { Payment } from '@lancer/api/schemas/payment';
import { Button } from '@lancer/ui/components/button';
import { DataTable, type DataTableColumn } from '@lancer/ui/components/data-table';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { formatDay, formatMoney } from '../../../lib/format';

type PaymentHistoryTableProps = {
  payments: readonly Payment[];
  currentUserId: string;
  /** Pays an outstanding hourly invoice of the signed-in payer (HOURLY-PAY-INVOICE, decision 1402). */
  onPay?: (payment: Payment) => void;
  /** The invoice on its way to the checkout page: its button waits, the others too. */
  payingId?: string | null;
};

const fullName = (person: Payment['payer']) =>
  `${person.first_name} ${person.last_name}`.trim() || person.flid;

export function PaymentHistoryTable({
  payments,
  currentUserId,
  onPay,
  payingId = null,
}: PaymentHistoryTableProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const incoming = (row: Payment) => row.payee.user_id === currentUserId;
  const money = (row: Payment, cents: number) => formatMoney(cents, row.currency, language);
  const payable = (row: Payment) =>
    row.kind === 'hourly_week' && row.status === 'OUTSTANDING' && row.payer.user_id === currentUserId;
  const columns: DataTableColumn<Payment>[] = [
    { id: 'project', header: t('history.project'), cell: (row) => row.project_title },
    { id: 'milestone', header: t('history.milestone'), cell: (row) => row.milestone_title },
    {
      id: 'direction',
      header: t('history.direction'),
      cell: (row) =>
        incoming(row)
          ? t('history.from', { name: fullName(row.payer) })
          : t('history.to', { name: fullName(row.payee) }),
    },
    {
      id: 'amount',
      header: t('history.amount'),
      // What really moved: a dispute's refund to the payer is taken off (the note says how much).
      cell: (row) => (
        <>
          {`${incoming(row) ? '+' : '−'}${money(row, row.amount_cents - row.refunded_cents)}`}
          {row.dispute_outcome ? (
            <span className="block text-xs whitespace-normal text-muted-foreground">
              {/* A week's invoice is what its dispute billed: nothing of it went back (decision 1550). */}
              {row.kind === 'hourly_week'
                ? t(`history.weekDispute.${row.dispute_outcome}`)
                : t(`history.dispute.${row.dispute_outcome}`, {
                    refunded: money(row, row.refunded_cents),
                    total: money(row, row.amount_cents),
                  })}
            </span>
          ) : null}
        </>
      ),
      sortValue: (row) => row.amount_cents - row.refunded_cents,
      className: 'tabular-nums whitespace-nowrap',
    },
    { id: 'method', header: t('history.method'), cell: (row) => t(`history.methodType.${row.method}`) },
    {
      id: 'status',
      header: t('history.status'),
      cell: (row) => {
        const badge = <StatusBadge status={row.status} label={t(`history.statusLabel.${row.status}`)} />;
        // HOURLY-CHARGING: paying by hand now would pay twice; the card provider's answer settles it.
        if (row.charging && row.payer.user_id === currentUserId)
          return (
            <div className="flex flex-wrap items-center gap-2">
              {badge}
              <span className="text-xs text-muted-foreground">{t('history.charging')}</span>
            </div>
          );
        if (!onPay || !payable(row)) return badge;
        return (
          <div className="flex flex-wrap items-center gap-2">
            {badge}
            <Button size="sm" disabled={payingId !== null} onClick={() => onPay(row)}>
              {payingId === row.id ? t('history.paying') : t('history.pay')}
              <span className="sr-only"> {row.milestone_title}</span>
            </Button>
          </div>
        );
      },
    },
    {
      id: 'date',
      header: t('history.date'),
      cell: (row) => formatDay(row.paid_at ?? row.created_at, language),
      sortValue: (row) => row.paid_at ?? row.created_at,
      className: 'whitespace-nowrap',
    },
  ];
  return (
    <div className="rounded-md border">
      <DataTable rows={payments} columns={columns} getRowId={(row) => row.id} caption={t('history.title')} />
    </div>
  );
}
