import { useTranslation } from 'react-i18next';

import { useAcceptProposal } from '@lancer/api/proposal/accept-proposal';
import { useConfirmProposal } from '@lancer/api/proposal/confirm-proposal';
import { useCreateProposal } from '@lancer/api/proposal/create-proposal';
import { useFetchProposal } from '@lancer/api/proposal/fetch-proposal';
import { useFetchProposalRevisions } from '@lancer/api/proposal/fetch-proposal-revisions';
import { useUpdateProposal } from '@lancer/api/proposal/update-proposal';
import { useFetchRequest } from '@lancer/api/request/fetch-request';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';
import type { Loadable } from '@lancer/ui/components/load-state';

import { toLoadable } from '../../lib/to-loadable';
import { refusalOf } from '../../lib/refusal-of';
import { MakeProposalView, type MakeProposalData, type MakeProposalMode } from './make-proposal-view';
import { paths } from '../../navigation/paths';

export type MakeProposalProps = {
  requestId: string;
  mode: MakeProposalMode;
  /** Which proposal on the job, for its client (`?proposal=` in the address); the provider's own otherwise. */
  proposalId?: string;
  /** After a proposal or a revision is sent. */
  onSent: (proposalId: string) => void;
  /** After the provider confirmed and the project started. */
  onProjectStarted: (projectId: string) => void;
};

/** /make-proposal/{requestId}/{loadingMode}, connected. */
export function MakeProposal({ requestId, mode, proposalId, onSent, onProjectStarted }: MakeProposalProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'makeProposal' });
  const profile = useFetchProfile();
  const request = useFetchRequest({ request_id: requestId });
  const id = proposalId ?? request.data?.my_proposal_id ?? '';
  const proposal = useFetchProposal({ proposal_id: id }, { enabled: Boolean(id) });
  const revisions = useFetchProposalRevisions(
    { proposal_id: id },
    { enabled: Boolean(id) && mode === 'view' },
  );
  const create = useCreateProposal();
  const update = useUpdateProposal();
  const accept = useAcceptProposal();
  const confirm = useConfirmProposal();

  const parts = [profile, request, ...(id ? [proposal] : []), ...(id && mode === 'view' ? [revisions] : [])];
  const failed = parts.find((part) => part.isError);
  const state: Loadable<MakeProposalData> = failed
    ? { status: 'error', onRetry: () => parts.forEach((part) => part.isError && void part.refetch()) }
    : parts.some((part) => part.isPending)
      ? { status: 'loading' }
      : toLoadable(request, (job) => ({
          request: job,
          proposal: id ? (proposal.data ?? null) : null,
          revisions: revisions.data?.items ?? [],
          viewer: job.client.user_id === profile.data?.account.basic.user_id ? 'client' : 'provider',
          expectedHourly: profile.data?.account.provider.expected_salary.hourly ?? null,
        }));

  const sending = mode === 'edit' ? update : create;
  return (
    <MakeProposalView
      mode={mode}
      state={state}
      pending={sending.isPending}
      refusal={refusalOf(sending.error ?? accept.error ?? confirm.error, t('sendFailed'))}
      hrefs={{
        view: paths.makeProposal.getHref(requestId, 'view', proposalId),
        edit: paths.makeProposal.getHref(requestId, 'edit'),
        jobs: paths.jobs.getHref(),
      }}
      onSubmit={(fields) =>
        mode === 'edit'
          ? update.mutate({ body: { ...fields, proposal_id: id } }, { onSuccess: (sent) => onSent(sent.id) })
          : create.mutate(
              { body: { ...fields, request_id: requestId } },
              { onSuccess: (sent) => onSent(sent.id) },
            )
      }
      acceptPending={accept.isPending || confirm.isPending}
      onAccept={(revision) => accept.mutate({ body: { proposal_id: id, revision } })}
      onConfirm={() =>
        confirm.mutate(
          { body: { proposal_id: id } },
          { onSuccess: ({ project }) => onProjectStarted(project.id) },
        )
      }
    />
  );
}
