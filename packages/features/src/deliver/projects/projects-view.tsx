import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { MilestoneNextAction } from '@lancer/api/rules/next-actions';
import type { Issue } from '@lancer/api/schemas/issue';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import type { Project, ProjectDetail as Detail } from '@lancer/api/schemas/project';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { PageHeader } from '@lancer/ui/components/page-header';
import { Skeleton } from '@lancer/ui/components/skeleton';

import { LoadMoreButton, type LoadMore } from '../../lib/load-more-button';
import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import type { FundMethod } from './components/fund-dialog';
import { ProjectDetail } from './components/project-detail';

// The dialogs load when one first opens: Projects is loaded eagerly (spec), so it stays light.
const FundDialog = lazy(async () => ({ default: (await import('./components/fund-dialog')).FundDialog }));
const DeliverDialog = lazy(async () => ({
  default: (await import('./components/deliver-dialog')).DeliverDialog,
}));
const ApproveDialog = lazy(async () => ({
  default: (await import('./components/approve-dialog')).ApproveDialog,
}));
import { ProjectList } from './components/project-list';

export type ProjectDialog = { kind: 'fund' | 'deliver' | 'approve'; milestoneId: string };

export type ProjectsViewProps = {
  projects: Loadable<readonly Project[]>;
  /** The next page of projects, while there is one (LIST-LOAD-MORE). */
  moreProjects: LoadMore | null;
  currentUserId: string;
  selectedProjectId: string | null;
  onSelectProject: (projectId: string) => void;
  /** The selected project with its milestones; null while none is selected. */
  detail: Loadable<Detail> | null;
  /** Back from the payment provider's checkout page. */
  notice: 'checkout-returned' | 'checkout-cancelled' | null;
  actionError: string | null;
  /** The failed action behind actionError: a VALIDATION_FAILED answer's fields go on the open dialog's fields. */
  actionRefusal?: unknown;
  busy: boolean;
  dialog: ProjectDialog | null;
  /** Open issues linked to the milestone in the approve dialog. */
  approvalIssues: Loadable<readonly Issue[]>;
  onMilestoneAction: (action: MilestoneNextAction, milestone: MilestoneDetail) => void;
  onFund: (milestone: MilestoneDetail, method: FundMethod, proof: File | null) => void;
  onDeliver: (milestone: MilestoneDetail, note: string) => void;
  onApprove: (milestone: MilestoneDetail) => void;
  onCancelDialog: () => void;
  onComplete: (score: number, showOnProfile: boolean) => void;
  onClose: () => void;
  /** The issues drawer of /projects/issues/{projectId}, when open. */
  issuesDrawer?: ReactNode;
};

/**
 * The list and the detail, greyed, at least a screen tall: the footer stays below the fold until
 * the projects arrive, so their coming moves nothing the user sees (no layout shift).
 */
function ProjectsSkeleton() {
  return (
    <div className="grid min-h-dvh items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
      <Skeleton className="hidden h-64 lg:block" />
    </div>
  );
}

/** Projects (/projects): my projects, and the selected one's milestones, money and issues. */
export function ProjectsView(props: ProjectsViewProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const labels = useLoadStateLabels();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-6 py-10">
      <PageHeader title={t('title')} description={t('lead')} className="pb-2" />
      {props.notice ? (
        <Alert variant={props.notice === 'checkout-returned' ? 'success' : 'default'}>
          <AlertTitle>
            {t(props.notice === 'checkout-returned' ? 'checkoutReturned' : 'checkoutCancelled')}
          </AlertTitle>
        </Alert>
      ) : null}
      <h2 className="sr-only">{t('listLabel')}</h2>
      <LoadState
        state={props.projects}
        isEmpty={(projects) => projects.length === 0}
        empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
        errorTitle={t('loadFailed')}
        skeleton={<ProjectsSkeleton />}
        {...labels}
      >
        {(projects) => (
          <div className="grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <div className="flex flex-col gap-2">
              <ProjectList
                projects={projects}
                currentUserId={props.currentUserId}
                selectedProjectId={props.selectedProjectId}
                onSelectProject={props.onSelectProject}
              />
              <LoadMoreButton more={props.moreProjects} />
            </div>
            {props.detail ? (
              <LoadState state={props.detail} errorTitle={t('detailFailed')} {...labels}>
                {(project) => (
                  <>
                    <ProjectDetail
                      project={project}
                      currentUserId={props.currentUserId}
                      busy={props.busy}
                      actionError={props.dialog ? null : props.actionError}
                      onMilestoneAction={props.onMilestoneAction}
                      onComplete={props.onComplete}
                      onClose={props.onClose}
                    />
                    <Dialogs {...props} milestones={project.milestones} />
                  </>
                )}
              </LoadState>
            ) : null}
          </div>
        )}
      </LoadState>
      {props.issuesDrawer}
    </div>
  );
}

function Dialogs(props: ProjectsViewProps & { milestones: readonly MilestoneDetail[] }) {
  const milestone = props.milestones.find((candidate) => candidate.id === props.dialog?.milestoneId) ?? null;
  const kind = milestone ? props.dialog?.kind : undefined;
  if (!kind) return null;
  return (
    <Suspense fallback={null}>
      <FundDialog
        key={`fund-${milestone?.id}`}
        milestone={kind === 'fund' ? milestone : null}
        busy={props.busy}
        error={props.actionError}
        refusal={props.actionRefusal}
        onFund={props.onFund}
        onCancel={props.onCancelDialog}
      />
      <DeliverDialog
        key={`deliver-${milestone?.id}`}
        milestone={kind === 'deliver' ? milestone : null}
        busy={props.busy}
        error={props.actionError}
        refusal={props.actionRefusal}
        onDeliver={props.onDeliver}
        onCancel={props.onCancelDialog}
      />
      <ApproveDialog
        milestone={kind === 'approve' ? milestone : null}
        openIssues={props.approvalIssues}
        busy={props.busy}
        error={props.actionError}
        onApprove={props.onApprove}
        onCancel={props.onCancelDialog}
      />
    </Suspense>
  );
}
