import { useTranslation } from 'react-i18next';

import { refuseOpenDispute, refuseOpenWeekDispute } from '@lancer/api/rules/dispute';
import type { Dispute } from '@lancer/api/schemas/dispute';
import type { Issue } from '@lancer/api/schemas/issue';
import type { ProjectDetail } from '@lancer/api/schemas/project';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { EmptyState } from '@lancer/ui/components/empty-state';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { AppLink } from '../../navigation/app-link';
import { paths } from '../../navigation/paths';
import { roleIn } from '../../lib/project-role';
import { DisputeCard, type DisputeActions } from './components/dispute-card';
import type { EvidenceUploads } from './components/evidence-fields';
import { OpenDisputeForm, type OpenDisputeFormProps } from './components/open-dispute-form';

export type ProjectDisputesData = {
  project: ProjectDetail;
  disputes: readonly Dispute[];
  /** The project's issues, to give as evidence. */
  issues: readonly Issue[];
  /** An hourly project's closed weeks still in their review, which either side may dispute (decision 1550). */
  weeksInReview: readonly string[];
};

export type ProjectDisputesViewProps = Omit<DisputeActions, 'issues' | 'links'> & {
  /** The files attached as evidence to a new dispute (useFileUploads). */
  openUploads: EvidenceUploads;
  projectId: string;
  state: Loadable<ProjectDisputesData>;
  currentUserId: string;
  /** The milestone picked in the open form on arrival (?milestone=). */
  initialMilestoneId?: string;
  /** The hourly week picked in the open form on arrival (?week=). */
  initialWeek?: string;
  /** The clock the escalation window is read on. */
  now: Date;
  /** The server's refusal of the last action, in its words. */
  actionError: string | null;
  onOpen: OpenDisputeFormProps['onOpen'];
};

/** A project's disputes for its client and provider (/project-disputes/{projectId}, decision 1500). */
export function ProjectDisputesView({ projectId, state, ...props }: ProjectDisputesViewProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const labels = useLoadStateLabels();
  const title = state.status === 'ready' ? state.data.project.title : '';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-6 py-10">
      <PageHeader
        title={t('title', { title })}
        description={t('lead')}
        actions={
          <Button variant="outline" asChild>
            <AppLink to={paths.projects.getHref(projectId)}>{t('backToProject')}</AppLink>
          </Button>
        }
        className="pb-2"
      />
      {props.actionError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('actionFailed', { message: props.actionError })}</AlertTitle>
        </Alert>
      ) : null}
      <LoadState state={state} errorTitle={t('loadFailed')} {...labels}>
        {(data) => <Disputes data={data} {...props} />}
      </LoadState>
    </div>
  );
}

function Disputes({
  data: { project, disputes, issues, weeksInReview },
  currentUserId,
  initialMilestoneId,
  initialWeek,
  now,
  onOpen,
  openUploads,
  ...rest
}: { data: ProjectDisputesData } & Omit<ProjectDisputesViewProps, 'projectId' | 'state' | 'actionError'>) {
  const { t } = useTranslation('deliver', { keyPrefix: 'disputes' });
  const role = roleIn(project, currentUserId);
  const actions = {
    ...rest,
    issues,
    links: { messageHref: paths.message.getHref, issuesHref: paths.projectIssue.getHref(project.id) },
  };
  const disputable = project.milestones.filter(
    (milestone) =>
      !refuseOpenDispute(role, {
        status: milestone.status,
        delivered: Boolean(milestone.delivered_at),
        projectOngoing: project.status === 'ONGOING',
        disputed: disputes.some((dispute) => dispute.milestone_id === milestone.id),
      }),
  );
  // The server answers only closed, unreviewed weeks with time: the rule asks the rest (who, once).
  const disputableWeeks = weeksInReview.filter(
    (week) =>
      !refuseOpenWeekDispute(role, {
        status: 'in_review',
        minutes: 1,
        projectOngoing: project.status === 'ONGOING',
        disputed: disputes.some((dispute) => dispute.week?.week_start === week),
      }),
  );
  if (disputable.length === 0 && disputableWeeks.length === 0 && disputes.length === 0)
    return (
      <>
        <h2 className="sr-only">{t('listLabel')}</h2>
        <EmptyState title={t('emptyTitle')} description={t('emptyBody')} />
      </>
    );
  return (
    <>
      <h2 className="sr-only">{t('listLabel')}</h2>
      {disputes.length > 0 ? (
        <ul aria-label={t('listLabel')} className="flex flex-col gap-3">
          {disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeCard dispute={dispute} role={role} now={now} {...actions} />
            </li>
          ))}
        </ul>
      ) : null}
      {disputable.length > 0 || disputableWeeks.length > 0 ? (
        <OpenDisputeForm
          key={[...disputable.map((milestone) => milestone.id), ...disputableWeeks].join()}
          projectId={project.id}
          milestones={disputable}
          weeks={disputableWeeks}
          initialMilestoneId={initialMilestoneId}
          initialWeek={initialWeek}
          issues={issues}
          uploads={openUploads}
          busy={actions.busy}
          onOpen={onOpen}
        />
      ) : null}
    </>
  );
}
