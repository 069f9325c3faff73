import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { milestoneNextActions, type MilestoneNextAction } from '@lancer/api/rules/next-actions';
import { isProjectOpenForChanges } from '@lancer/api/rules/project-activity';
import type { MilestoneDetail } from '@lancer/api/schemas/milestone';
import type { ProjectDetail as Detail } from '@lancer/api/schemas/project';
import { Alert, AlertDescription, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { StatusBadge } from '@lancer/ui/components/status-badge';

import { MessageButton } from '../../../components/message-button';
import { displayName, roleIn } from '../../../lib/project-role';
import { AppLink } from '../../../navigation/app-link';
import { paths } from '../../../navigation/paths';
import { MilestoneRow } from './milestone-row';

// Its dialogs load with it, after the milestones are on screen (Projects is loaded eagerly).
const FinishProjectActions = lazy(async () => ({
  default: (await import('./finish-project-actions')).FinishProjectActions,
}));

export type ProjectDetailProps = {
  project: Detail;
  currentUserId: string;
  busy: boolean;
  actionError: string | null;
  onMilestoneAction: (action: MilestoneNextAction, milestone: MilestoneDetail) => void;
  onComplete: (score: number, showOnProfile: boolean) => void;
  onClose: () => void;
};

/** One project: who is on it, its milestones with what my side may do, its issues, and its end. */
export function ProjectDetail({
  project,
  currentUserId,
  busy,
  actionError,
  onMilestoneAction,
  onComplete,
  onClose,
}: ProjectDetailProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  const { t: tStatus } = useTranslation('deliver', { keyPrefix: 'status' });
  const role = roleIn(project, currentUserId);
  const open = isProjectOpenForChanges(project.status);
  const provider = project.providers[0];
  // The other side: the client talks to the provider, every other member to the client.
  const other = role === 'client' ? provider : role ? project.client : undefined;
  return (
    <section aria-labelledby="project-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="project-title" className="text-xl font-semibold break-words">
              {project.title}
            </h2>
            <StatusBadge status={project.status} label={tStatus(project.status)} />
          </div>
          <p className="text-sm text-muted-foreground">
            {t('people', {
              client: displayName(project.client),
              provider: provider ? displayName(provider) : '—',
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {project.hourly ? (
            <Button asChild>
              <AppLink to={paths.projectHours.getHref(project.id)}>{t('hoursLink')}</AppLink>
            </Button>
          ) : null}
          {other ? (
            <MessageButton to={{ with: other.user_id, project: project.id }} name={displayName(other)} />
          ) : null}
          {/* A link (decision 1150): the issues drawer has an address of its own. */}
          <Button variant="outline" asChild>
            <AppLink to={paths.projectIssues.getHref(project.id)}>
              {t('issuesButton', { count: project.open_issue_count })}
            </AppLink>
          </Button>
        </div>
      </div>
      {!open ? (
        <Alert>
          <AlertTitle>{t('finished', { status: tStatus(project.status) })}</AlertTitle>
          {/* Its two sides review each other (decision 1300): a link, the reviews have an address. */}
          {role === 'client' || role === 'provider' ? (
            <AlertDescription>
              <Button variant="outline" size="sm" className="mt-1" asChild>
                <AppLink to={paths.projectReview.getHref(project.id)}>{t('reviewsLink')}</AppLink>
              </Button>
            </AlertDescription>
          ) : null}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('actionFailed', { message: actionError })}</AlertTitle>
        </Alert>
      ) : null}
      <h3 className="text-base font-semibold">{t('milestonesTitle')}</h3>
      <ol className="flex flex-col gap-2">
        {project.milestones.map((milestone) => (
          <MilestoneRow
            key={milestone.id}
            milestone={milestone}
            actions={open ? milestoneNextActions(milestone, role) : []}
            busy={busy}
            onAction={(action) => onMilestoneAction(action, milestone)}
            disputeHref={
              open &&
              (role === 'client' || role === 'provider') &&
              milestone.delivered_at &&
              (milestone.status === 'IMPLEMENTING' || milestone.status === 'DONE')
                ? paths.projectDisputes.getHref(project.id, { milestone: milestone.id })
                : undefined
            }
          />
        ))}
      </ol>
      {open && role === 'client' ? (
        <Suspense fallback={null}>
          <FinishProjectActions
            canComplete={project.milestones.every((milestone) => milestone.status === 'PAID')}
            busy={busy}
            onComplete={onComplete}
            onClose={onClose}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
