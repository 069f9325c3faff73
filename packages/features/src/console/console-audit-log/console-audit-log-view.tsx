import { useTranslation } from 'react-i18next';

import type { AuditEntry } from '@lancer/api/schemas/console';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lancer/ui/components/table';

import { formatMoment, formatMoney } from '../../lib/format';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';

export type ConsoleAuditLogViewProps = { entries: Loadable<readonly AuditEntry[]> };

/** What an entry decided, in words: "split: $120.00 to the provider, $80.00 to the client". */
function useDetails() {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'auditLog' });
  return ({ details }: AuditEntry) => {
    const currency = typeof details.currency === 'string' ? details.currency : 'USD';
    const money = (value: string | number | undefined) =>
      typeof value === 'number' ? formatMoney(value, currency, i18n.language) : '';
    // A suspension's end, on the reader's clock (decision 1503).
    if (typeof details.until === 'string')
      return t('until', { until: formatMoment(details.until, i18n.language) });
    return 'provider_cents' in details
      ? t('split', {
          outcome: String(details.outcome ?? ''),
          provider: money(details.provider_cents),
          client: money(details.client_cents),
        })
      : Object.entries(details)
          .map(([key, value]) => `${key}: ${value}`)
          .join(', ');
  };
}

/** The console's audit log (decision 1501): every operator action, newest first; nobody can edit it. */
export function ConsoleAuditLogView({ entries }: ConsoleAuditLogViewProps) {
  const { t, i18n } = useTranslation('console', { keyPrefix: 'auditLog' });
  const labels = useLoadStateLabels();
  const detailsOf = useDetails();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      <h2 className="sr-only">{t('entries')}</h2>
      <LoadState
        state={entries}
        isEmpty={(items) => items.length === 0}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
        errorTitle={t('loadFailed')}
        {...labels}
      >
        {(items) => (
          <div className="overflow-x-auto">
            <Table aria-label={t('title')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('when')}</TableHead>
                  <TableHead>{t('who')}</TableHead>
                  <TableHead>{t('what')}</TableHead>
                  <TableHead>{t('why')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatMoment(entry.created_at, i18n.language)}
                    </TableCell>
                    <TableCell>{`${entry.operator.first_name} ${entry.operator.last_name}`.trim()}</TableCell>
                    <TableCell className="whitespace-normal">
                      <span className="font-medium">{t(`actions.${entry.action}`)}</span>{' '}
                      <span className="text-muted-foreground">
                        {t('subject', { type: entry.subject_type, id: entry.subject_id })}
                      </span>
                      <br />
                      {detailsOf(entry)}
                    </TableCell>
                    <TableCell className="whitespace-normal">{entry.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </LoadState>
    </div>
  );
}
