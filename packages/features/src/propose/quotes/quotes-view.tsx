import { useTranslation } from 'react-i18next';

import type { Proposal, ProposalStatus } from '@lancer/api/schemas/proposal';
import { proposalStatuses } from '@lancer/api/states/proposal';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Pagination } from '@lancer/ui/components/pagination';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { FilterSelect } from '../jobs/components/filter-select';
import { QuoteRow, type QuoteScope } from './components/quote-row';
import { paths } from '../../navigation/paths';

export const QUOTES_PAGE_SIZE = 10;

export type QuotesViewProps = {
  scope: QuoteScope;
  status: ProposalStatus | '';
  page: number;
  onChange: (next: { scope: QuoteScope; status: ProposalStatus | ''; page: number }) => void;
  proposals: Loadable<{ items: readonly Proposal[]; total: number }>;
  /** The proposal whose withdraw or confirm is on its way. */
  pendingId: string | null;
  /** The last withdraw or confirm failed with this message. */
  actionError: string | null;
  onWithdraw: (proposal: Proposal) => void;
  onConfirm: (proposal: Proposal) => void;
};

/** /quotes: proposals sent and received, by status; withdraw, confirm, review. */
export function QuotesView(props: QuotesViewProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'quotes' });
  const status = useTranslation('propose', { keyPrefix: 'status' }).t;
  const labels = useLoadStateLabels();
  const { scope } = props;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ToggleGroup
          type="single"
          variant="outline"
          aria-label={t('scope')}
          value={scope}
          onValueChange={(next) =>
            next && props.onChange({ scope: next as QuoteScope, status: props.status, page: 1 })
          }
        >
          <ToggleGroupItem value="sent">{t('tabs.sent')}</ToggleGroupItem>
          <ToggleGroupItem value="received">{t('tabs.received')}</ToggleGroupItem>
        </ToggleGroup>
        <div className="w-52">
          <FilterSelect
            label={t('status')}
            value={props.status}
            anyLabel={t('anyStatus')}
            options={proposalStatuses.map((value) => ({ value, label: status(value) }))}
            onChange={(next) => props.onChange({ scope, status: next as ProposalStatus | '', page: 1 })}
          />
        </div>
      </div>
      {props.actionError ? (
        <Alert variant="destructive">
          <AlertTitle>{props.actionError}</AlertTitle>
        </Alert>
      ) : null}
      <h2 className="sr-only">{t(`heading.${scope}`)}</h2>
      <LoadState
        state={props.proposals}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t(`empty.${scope}.title`), description: t(`empty.${scope}.body`) }}
        errorTitle={t('loadFailed')}
        {...labels}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <div className="relative overflow-x-auto">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t(`caption.${scope}`, { count: data.total })}</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('columns.job')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('columns.price')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('columns.status')}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('columns.updated')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      <span className="sr-only">{t('columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((proposal) => (
                    <QuoteRow
                      key={proposal.id}
                      proposal={proposal}
                      scope={scope}
                      href={paths.makeProposal.getHref(
                        proposal.request_id,
                        'view',
                        scope === 'received' ? proposal.id : undefined,
                      )}
                      pendingId={props.pendingId}
                      onWithdraw={props.onWithdraw}
                      onConfirm={props.onConfirm}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={props.page}
              pageCount={Math.ceil(data.total / QUOTES_PAGE_SIZE)}
              onPageChange={(page) => props.onChange({ scope, status: props.status, page })}
              labels={{ nav: t('pages'), previous: t('previous'), next: t('next') }}
            />
          </div>
        )}
      </LoadState>
    </div>
  );
}
