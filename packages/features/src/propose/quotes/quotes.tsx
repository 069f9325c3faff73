import { useTranslation } from 'react-i18next';

import { useConfirmProposal } from '@lancer/api/proposal/confirm-proposal';
import { useFetchProposals } from '@lancer/api/proposal/fetch-proposals';
import { useWithdrawProposal } from '@lancer/api/proposal/withdraw-proposal';

import { toLoadable } from '../../lib/to-loadable';
import { refusalOf } from '../../lib/refusal-of';
import { parseQuoteFilters, quoteFiltersSearch } from './quote-filters';
import { QUOTES_PAGE_SIZE, QuotesView } from './quotes-view';

export type QuotesProps = {
  /** The address's query string: the filters live there, so Back and a reload keep them. */
  search: string;
  onSearchChange: (search: string) => void;
  /** After the provider confirmed and the project started. */
  onProjectStarted: (projectId: string) => void;
};

/** /quotes, connected. */
export function Quotes({ search, onSearchChange, onProjectStarted }: QuotesProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'quotes' });
  const view = parseQuoteFilters(search);
  const proposals = useFetchProposals({
    scope: view.scope,
    page: view.page,
    page_size: QUOTES_PAGE_SIZE,
    ...(view.status && { status: view.status }),
  });
  const withdraw = useWithdrawProposal();
  const confirm = useConfirmProposal();
  const pending = withdraw.isPending ? withdraw.variables : confirm.isPending ? confirm.variables : undefined;
  return (
    <QuotesView
      {...view}
      onChange={(next) => onSearchChange(quoteFiltersSearch(next))}
      proposals={toLoadable(proposals)}
      pendingId={pending?.body.proposal_id ?? null}
      actionError={refusalOf(withdraw.error ?? confirm.error, t('actionFailed'))?.message ?? null}
      onWithdraw={(proposal) => withdraw.mutate({ body: { proposal_id: proposal.id } })}
      onConfirm={(proposal) =>
        confirm.mutate(
          { body: { proposal_id: proposal.id } },
          { onSuccess: ({ project }) => onProjectStarted(project.id) },
        )
      }
    />
  );
}
