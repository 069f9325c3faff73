import { useTranslation } from 'react-i18next';

import type { Proposal, ProposalRevision } from '@lancer/api/schemas/proposal';
import type { Request } from '@lancer/api/schemas/request';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Card, CardContent } from '@lancer/ui/components/card';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { MessageButton } from '../../components/message-button';
import { personName } from '../../lib/person-name';
import type { ServerRefusal } from '../../lib/refusal-of';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { JobSummary } from '../components/job-summary';
import { ProposalDetails } from '../components/proposal-details';
import { RevisionCompare } from '../components/revision-compare';
import { blankDraft, draftOf, type ProposalFieldsBody } from '../lib/proposal-draft';
import { ProposalForm } from './components/proposal-form';

export type MakeProposalMode = 'new' | 'edit' | 'view';

export type MakeProposalData = {
  request: Request;
  /** The proposal shown or edited; in `new` mode, the provider's earlier one if there is one. */
  proposal: Proposal | null;
  /** Every version of the proposal, oldest first (view mode). */
  revisions: readonly ProposalRevision[];
  /** Who reads: the proposal's provider, or the job's client. */
  viewer: 'provider' | 'client';
  /** The reader's expected hourly salary: a new hourly proposal's rate to begin with. */
  expectedHourly?: number | null;
};

export type MakeProposalViewProps = {
  mode: MakeProposalMode;
  state: Loadable<MakeProposalData>;
  pending: boolean;
  refusal: ServerRefusal | null;
  onSubmit: (body: ProposalFieldsBody) => void;
  /** The client accepts the version on screen. */
  onAccept?: (revision: number) => void;
  /** The provider confirms an accepted proposal: the project starts. */
  onConfirm?: () => void;
  /** Accepting or confirming is on its way. */
  acceptPending?: boolean;
  hrefs: { view: string; edit: string; jobs: string };
};

/** /make-proposal/{requestId}/{loadingMode}: write (new), revise (edit) or read (view) a proposal. */
export function MakeProposalView(props: MakeProposalViewProps) {
  const { t } = useTranslation('propose', { keyPrefix: 'makeProposal' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-6 py-10">
      <PageHeader title={t(`titles.${props.mode}`)} description={t(`leads.${props.mode}`)} />
      <LoadState state={props.state} errorTitle={t('loadFailed')} {...labels}>
        {(data) => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-6">
              <Body {...props} data={data} />
            </div>
            <Card className="order-first lg:order-last">
              <CardContent>
                <JobSummary request={data.request} />
              </CardContent>
            </Card>
          </div>
        )}
      </LoadState>
    </div>
  );
}

function Body({ data, ...props }: MakeProposalViewProps & { data: MakeProposalData }) {
  const { t } = useTranslation('propose', { keyPrefix: 'makeProposal' });
  const statusLabel = useTranslation('propose', { keyPrefix: 'status' }).t;
  const { proposal, request } = data;
  if (props.mode === 'new') {
    if (proposal) {
      return (
        <Alert>
          <AlertTitle>{t('alreadyProposed')}</AlertTitle>
          <AlertDescription>
            <AppLink to={props.hrefs.view} className="font-medium underline underline-offset-4">
              {t('openProposal')}
            </AppLink>
          </AlertDescription>
        </Alert>
      );
    }
    if (request.status !== 'RECRUITING')
      return <Closed status={request.status} jobsHref={props.hrefs.jobs} />;
    return (
      <ProposalForm
        initial={blankDraft({ hourly: request.budget_type === 'hourly', rate: data.expectedHourly ?? null })}
        currency={request.currency}
        submitLabel={t('send')}
        pending={props.pending}
        refusal={props.refusal}
        onSubmit={props.onSubmit}
      />
    );
  }
  if (!proposal) {
    return (
      <Alert>
        <AlertTitle>{t('noProposal')}</AlertTitle>
        <AlertDescription>
          <AppLink to={props.hrefs.jobs} className="font-medium underline underline-offset-4">
            {t('backToJobs')}
          </AppLink>
        </AlertDescription>
      </Alert>
    );
  }
  const editable = data.viewer === 'provider' && proposal.status === 'APPLYING';
  if (props.mode === 'edit' && editable) {
    return (
      <ProposalForm
        key={proposal.revision}
        initial={draftOf(proposal)}
        currency={proposal.currency}
        submitLabel={t('sendRevision')}
        pending={props.pending}
        refusal={props.refusal}
        onSubmit={props.onSubmit}
      />
    );
  }
  return (
    <>
      {props.mode === 'edit' ? (
        <Alert>
          <AlertTitle>{t('notEditable', { status: proposal.status })}</AlertTitle>
        </Alert>
      ) : null}
      <section aria-labelledby="proposal-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="proposal-heading" className="text-lg font-semibold">
            {data.viewer === 'client'
              ? t('fromProvider', {
                  name: `${proposal.provider.first_name} ${proposal.provider.last_name}`.trim(),
                })
              : t('yourProposal')}
          </h2>
          <StatusBadge status={proposal.status} label={statusLabel(proposal.status)} />
          <span className="text-sm text-muted-foreground">
            {proposal.revision > 1 ? t('revisedTimes', { count: proposal.revision - 1 }) : t('notRevised')}
          </span>
        </div>
        <ProposalDetails proposal={proposal} />
        <div className="flex flex-wrap gap-3">
          {data.viewer === 'client' ? (
            <MessageButton
              to={{ with: proposal.provider.user_id, request: request.id }}
              name={personName(proposal.provider)}
            />
          ) : (
            <MessageButton
              to={{ with: request.client.user_id, request: request.id }}
              name={personName(request.client)}
            />
          )}
          {editable ? (
            <Button asChild variant="outline">
              <AppLink to={props.hrefs.edit}>{t('revise')}</AppLink>
            </Button>
          ) : null}
          {data.viewer === 'client' && proposal.status === 'APPLYING' && props.onAccept ? (
            <Button disabled={props.acceptPending} onClick={() => props.onAccept?.(proposal.revision)}>
              {t('accept', { number: proposal.revision })}
            </Button>
          ) : null}
          {data.viewer === 'provider' && proposal.status === 'ACCEPTING' && props.onConfirm ? (
            <Button disabled={props.acceptPending} onClick={props.onConfirm}>
              {t('confirm')}
            </Button>
          ) : null}
        </div>
        {props.refusal ? (
          <Alert variant="destructive">
            <AlertTitle>{props.refusal.message}</AlertTitle>
          </Alert>
        ) : null}
      </section>
      {data.revisions.length > 1 ? <RevisionCompare revisions={data.revisions} /> : null}
    </>
  );
}

function Closed({ status, jobsHref }: { status: string; jobsHref: string }) {
  const { t } = useTranslation('propose', { keyPrefix: 'makeProposal' });
  return (
    <Alert>
      <AlertTitle>{t('closed', { status })}</AlertTitle>
      <AlertDescription>
        <AppLink to={jobsHref} className="font-medium underline underline-offset-4">
          {t('backToJobs')}
        </AppLink>
      </AlertDescription>
    </Alert>
  );
}
