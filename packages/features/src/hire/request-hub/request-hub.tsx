import { userMessageOf } from '@lancer/api/http/api-error';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFetchInvitationPages } from '@lancer/api/invitation/fetch-invitations';
import { useAcceptProposal } from '@lancer/api/proposal/accept-proposal';
import { useFetchProposalPages } from '@lancer/api/proposal/fetch-proposals';
import { useRejectProposal } from '@lancer/api/proposal/reject-proposal';
import { useApiClient } from '@lancer/api/react/api-client-context';
import { useSearchRequestPages } from '@lancer/api/request/search-requests';
import type { PublicUser } from '@lancer/api/schemas/user';
import { fetchProfileForUserQueryOptions } from '@lancer/api/user/fetch-profile-for-user';

import { itemsOfPages, toLoadMore } from '../../lib/load-more';
import { toLoadable } from '../../lib/to-loadable';
import { MAX_COMPARED, RequestHubView } from './request-hub-view';
import { SavedSearchesSection } from '../../components/saved-searches-section';
import { SaveToTalentList } from '../../components/save-to-talent-list';
import { TalentListsSection } from '../../components/talent-lists-section';
import { personName } from '../../lib/person-name';

export type RequestHubProps = {
  /** ?request=<id>: the job shown first. */
  initialRequestId?: string | null;
};

const HUB_PAGE_SIZE = 20;

/** Request hub (/request-hub). */
export function RequestHub({ initialRequestId = null }: RequestHubProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'hub' });
  const client = useApiClient();
  // LIST-LOAD-MORE: each list a page at a time, never a silent cut at the first hundred.
  const jobs = useSearchRequestPages({ scope: 'mine', page_size: HUB_PAGE_SIZE });
  const [chosen, setChosen] = useState<string | null>(initialRequestId);
  const selectedId = chosen ?? jobs.data?.pages[0]?.items[0]?.id ?? null;
  const [comparedIds, setComparedIds] = useState<string[]>([]);
  const enabled = selectedId !== null;
  const proposals = useFetchProposalPages(
    { scope: 'received', request_id: selectedId ?? '', page_size: HUB_PAGE_SIZE },
    { enabled },
  );
  const invitations = useFetchInvitationPages(
    { scope: 'sent', request_id: selectedId ?? '', page_size: HUB_PAGE_SIZE },
    { enabled },
  );
  const receivedProposals = proposals.data ? itemsOfPages(proposals.data) : [];
  const providerIds = [...new Set(receivedProposals.map((proposal) => proposal.provider.user_id))];
  const profiles = useQueries({
    queries: providerIds.map((id) => fetchProfileForUserQueryOptions(client, { id })),
  });
  const providers: Record<string, PublicUser | undefined> = Object.fromEntries(
    providerIds.map((id, index) => [id, profiles[index]?.data]),
  );
  const accept = useAcceptProposal();
  const reject = useRejectProposal();
  const nameOf = (proposalId: string) => {
    const proposal = receivedProposals.find((item) => item.id === proposalId);
    return proposal ? `${proposal.provider.first_name} ${proposal.provider.last_name}`.trim() : '';
  };
  const last = accept.submittedAt >= reject.submittedAt ? accept : reject;
  const outcome = last.isError
    ? { kind: 'failed' as const, text: userMessageOf(last.error) }
    : accept.isSuccess && last === accept
      ? { kind: 'accepted' as const, text: t('accepted', { name: nameOf(accept.data.id) }) }
      : reject.isSuccess && last === reject
        ? { kind: 'rejected' as const, text: t('rejected', { name: nameOf(reject.data.id) }) }
        : null;
  return (
    <RequestHubView
      savedSearches={<SavedSearchesSection target="workers" />}
      talentLists={<TalentListsSection />}
      renderSave={(provider) => (
        <SaveToTalentList providerId={provider.user_id} providerName={personName(provider)} />
      )}
      jobs={toLoadable(jobs, itemsOfPages)}
      moreJobs={toLoadMore(jobs)}
      selectedId={selectedId}
      proposals={toLoadable(proposals, itemsOfPages)}
      moreProposals={toLoadMore(proposals)}
      invitations={toLoadable(invitations, itemsOfPages)}
      moreInvitations={toLoadMore(invitations)}
      providers={providers}
      comparedIds={comparedIds}
      busyId={
        accept.isPending
          ? (accept.variables?.body.proposal_id ?? null)
          : reject.isPending
            ? (reject.variables?.body.proposal_id ?? null)
            : null
      }
      outcome={outcome}
      onSelect={(id) => {
        setChosen(id);
        setComparedIds([]);
        accept.reset();
        reject.reset();
      }}
      onToggleCompare={(id) =>
        setComparedIds((ids) =>
          ids.includes(id)
            ? ids.filter((item) => item !== id)
            : ids.length < MAX_COMPARED
              ? [...ids, id]
              : ids,
        )
      }
      onAccept={(id, weeklyLimitHours) =>
        accept.mutate({
          body: { proposal_id: id, ...(weeklyLimitHours ? { weekly_limit_hours: weeklyLimitHours } : {}) },
        })
      }
      onReject={(id, reason) => reject.mutate({ body: { proposal_id: id, reason } })}
    />
  );
}
