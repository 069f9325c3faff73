import type * as React from 'react';
import { useTranslation } from 'react-i18next';

import type { UserSummary } from '@lancer/api/schemas/common';
import type { Invitation } from '@lancer/api/schemas/invitation';
import type { Proposal } from '@lancer/api/schemas/proposal';
import type { Request } from '@lancer/api/schemas/request';
import type { PublicUser } from '@lancer/api/schemas/user';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { FormField } from '@lancer/ui/components/form-field';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@lancer/ui/components/select';

import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { CompareTable } from './components/compare-table';
import { InvitationList } from './components/invitation-list';
import { ProposalRow } from './components/proposal-row';
import { HiddenPostNotice } from '../../components/hidden-post-notice';

export const MAX_COMPARED = 3;

export type RequestHubViewProps = {
  jobs: Loadable<readonly Request[]>;
  selectedId: string | null;
  proposals: Loadable<readonly Proposal[]>;
  invitations: Loadable<readonly Invitation[]>;
  /** The next page of each list, while it has one (LIST-LOAD-MORE). */
  moreJobs: LoadMore | null;
  moreProposals: LoadMore | null;
  moreInvitations: LoadMore | null;
  providers: Readonly<Record<string, PublicUser | undefined>>;
  comparedIds: readonly string[];
  busyId: string | null;
  /** What the last accept or reject did, or why it failed. */
  outcome: { kind: 'accepted' | 'rejected' | 'failed'; text: string } | null;
  onSelect: (requestId: string) => void;
  onToggleCompare: (proposalId: string) => void;
  onAccept: (proposalId: string, weeklyLimitHours?: number) => void;
  onReject: (proposalId: string, reason: string) => void;
  /** My saved workers searches (decision 2200); nothing without them. */
  savedSearches?: React.ReactNode;
  /** My talent lists (decision 2201); nothing without them. */
  talentLists?: React.ReactNode;
  /** "Save" to a talent list on each proposal's provider (decision 2201); nothing without it. */
  renderSave?: (provider: UserSummary) => React.ReactNode;
};

/** Request hub (/request-hub): one of my jobs, its proposals compared, accepted or rejected; my invitations. */
export function RequestHubView(props: RequestHubViewProps) {
  const { t } = useTranslation('hire', { keyPrefix: 'hub' });
  const { t: tStatus } = useTranslation('hire', { keyPrefix: 'status' });
  const loadLabels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader
        title={t('title')}
        description={t('lead')}
        actions={
          <Button asChild variant="outline">
            <AppLink to={paths.offers.getHref('sent')}>{t('offersSent')}</AppLink>
          </Button>
        }
      />
      <LoadState
        state={props.jobs}
        errorTitle={t('jobsFailed')}
        isEmpty={(jobs) => jobs.length === 0}
        empty={{ title: t('noJobs'), description: t('noJobsHint') }}
        {...loadLabels}
      >
        {(jobs) => (
          <div className="flex flex-col gap-2">
            <Select value={props.selectedId ?? ''} onValueChange={props.onSelect}>
              <FormField label={t('job')} className="max-w-xl">
                <SelectTrigger>
                  <SelectValue placeholder={t('jobPlaceholder')} />
                </SelectTrigger>
              </FormField>
              <SelectContent>
                {jobs.map((job) => (
                  <SelectItem key={job.id} value={job.id}>
                    {`${job.title} · ${tStatus(job.status)}`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <LoadMoreButton more={props.moreJobs} className="max-w-xl" />
            <SelectedHiddenNotice jobs={jobs} selectedId={props.selectedId} />
          </div>
        )}
      </LoadState>
      {props.outcome ? (
        <Alert variant={props.outcome.kind === 'failed' ? 'destructive' : 'success'}>
          <AlertTitle>{props.outcome.text}</AlertTitle>
        </Alert>
      ) : null}
      {props.selectedId ? (
        <>
          <section aria-labelledby="hub-proposals" className="flex flex-col gap-3">
            <h2 id="hub-proposals" className="text-lg font-semibold">
              {t('proposals')}
            </h2>
            <LoadState
              state={props.proposals}
              errorTitle={t('proposalsFailed')}
              isEmpty={(proposals) => proposals.length === 0}
              empty={{ title: t('noProposals'), description: t('noProposalsHint') }}
              {...loadLabels}
            >
              {(proposals) => {
                const compared = proposals.filter((proposal) => props.comparedIds.includes(proposal.id));
                return (
                  <>
                    <ul className="flex flex-col gap-3">
                      {proposals.map((proposal) => (
                        <li key={proposal.id}>
                          <ProposalRow
                            proposal={proposal}
                            compared={props.comparedIds.includes(proposal.id)}
                            compareFull={props.comparedIds.length >= MAX_COMPARED}
                            busy={props.busyId === proposal.id}
                            onToggleCompare={props.onToggleCompare}
                            onAccept={props.onAccept}
                            onReject={props.onReject}
                            save={props.renderSave?.(proposal.provider)}
                          />
                        </li>
                      ))}
                    </ul>
                    <LoadMoreButton more={props.moreProposals} />
                    <section aria-labelledby="hub-compare" className="flex flex-col gap-2">
                      <h3 id="hub-compare" className="font-semibold">
                        {t('compare.title')}
                      </h3>
                      {compared.length >= 2 ? (
                        <CompareTable proposals={compared} providers={props.providers} />
                      ) : (
                        <p className="text-sm text-muted-foreground">{t('compare.hint')}</p>
                      )}
                    </section>
                  </>
                );
              }}
            </LoadState>
          </section>
          <section aria-labelledby="hub-invitations" className="flex flex-col gap-3">
            <h2 id="hub-invitations" className="text-lg font-semibold">
              {t('invitations')}
            </h2>
            <LoadState
              state={props.invitations}
              errorTitle={t('invitationsFailed')}
              isEmpty={(invitations) => invitations.length === 0}
              empty={{ title: t('noInvitations'), description: t('noInvitationsHint') }}
              {...loadLabels}
            >
              {(invitations) => (
                <>
                  <InvitationList invitations={invitations} />
                  <LoadMoreButton more={props.moreInvitations} />
                </>
              )}
            </LoadState>
          </section>
        </>
      ) : null}
      {props.talentLists}
      {props.savedSearches}
    </div>
  );
}

/** The chosen post's notice when an administrator hid it (decision 1504). */
function SelectedHiddenNotice({ jobs, selectedId }: { jobs: readonly Request[]; selectedId: string | null }) {
  const job = jobs.find((candidate) => candidate.id === selectedId);
  return job ? <HiddenPostNotice request={job} /> : null;
}
