import { useTranslation } from 'react-i18next';

import type { HistoryEntry, HistoryKind, HistoryPeriod } from '@lancer/api/schemas/activity';
import { historyKinds, historyPeriods } from '@lancer/api/schemas/activity';
import { Label } from '@lancer/ui/components/label';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';
import { Timeline, type TimelineItem } from '@lancer/ui/components/timeline';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { formatMoment, formatMoney } from '../../lib/format';

export type HistoryViewProps = {
  kind: HistoryKind | 'all';
  onKindChange: (kind: HistoryKind | 'all') => void;
  period: HistoryPeriod;
  onPeriodChange: (period: HistoryPeriod) => void;
  page: number;
  onPageChange: (page: number) => void;
  history: Loadable<{ entries: readonly HistoryEntry[]; pageCount: number }>;
};

const tone: Record<HistoryKind, TimelineItem['tone']> = {
  request: 'default',
  proposal: 'info',
  milestone: 'warning',
  issue: 'destructive',
  payment: 'success',
};

/** History (/history): a timeline of what I did and what happened to me, by kind and period, paged. */
export function HistoryView(props: HistoryViewProps) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'history' });
  const labels = useLoadStateLabels();
  const toItem = (entry: HistoryEntry): TimelineItem => ({
    id: entry.id,
    title: `${t(`event.${entry.event}`)}: ${entry.title}`,
    description:
      entry.amount_cents !== null && entry.currency
        ? `${entry.context} · ${formatMoney(entry.amount_cents, entry.currency, i18n.language)}`
        : entry.context,
    dateTime: entry.at,
    timeLabel: formatMoment(entry.at, i18n.language, { zone: true }),
    tone: tone[entry.kind],
  });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      <div className="flex flex-wrap items-end gap-4">
        <ToggleGroup
          type="single"
          variant="outline"
          aria-label={t('kind')}
          value={props.kind}
          onValueChange={(value) => value && props.onKindChange(value as HistoryKind | 'all')}
        >
          {(['all', ...historyKinds] as const).map((kind) => (
            <ToggleGroupItem key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <div className="grid gap-1">
          <Label htmlFor="history-period">{t('period')}</Label>
          <Select
            value={props.period}
            onValueChange={(value) => props.onPeriodChange(value as HistoryPeriod)}
          >
            <SelectTrigger id="history-period" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {historyPeriods.map((period) => (
                <SelectItem key={period} value={period}>
                  {t(`periods.${period}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <h2 className="sr-only">{t('listLabel')}</h2>
      <LoadState
        state={props.history}
        isEmpty={(data) => data.entries.length === 0}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
        errorTitle={t('loadFailed')}
        {...labels}
      >
        {({ entries, pageCount }) => (
          <div className="flex flex-col gap-6">
            <Timeline aria-label={t('listLabel')} items={entries.map(toItem)} />
            {pageCount > 1 ? (
              <Pagination
                page={props.page}
                pageCount={pageCount}
                onPageChange={props.onPageChange}
                labels={{ nav: t('pages.nav'), previous: t('pages.previous'), next: t('pages.next') }}
              />
            ) : null}
          </div>
        )}
      </LoadState>
    </div>
  );
}
