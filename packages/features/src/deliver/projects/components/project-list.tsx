import { useTranslation } from 'react-i18next';

import { milestoneNextActions } from '@lancer/api/rules/next-actions';
import type { Project } from '@lancer/api/schemas/project';
import { Progress } from '@lancer/ui/components/progress';
import { StatusBadge } from '@lancer/ui/components/status-badge';
import { cn } from '@lancer/ui/lib/cn';

import { formatMoney } from '../../../lib/format';
import { roleIn } from '../../../lib/project-role';

export type ProjectListProps = {
  projects: readonly Project[];
  currentUserId: string;
  selectedProjectId: string | null;
  onSelectProject: (projectId: string) => void;
};

/** My projects, each with its status, progress and what happens next; picking one shows it. */
export function ProjectList({
  projects,
  currentUserId,
  selectedProjectId,
  onSelectProject,
}: ProjectListProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projects' });
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-2">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            currentUserId={currentUserId}
            selected={project.id === selectedProjectId}
            onSelect={() => onSelectProject(project.id)}
          />
        </li>
      ))}
    </ul>
  );
}

function ProjectCard({
  project,
  currentUserId,
  selected,
  onSelect,
}: {
  project: Project;
  currentUserId: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('deliver', { keyPrefix: 'projects' });
  const { t: tStatus } = useTranslation('deliver', { keyPrefix: 'status' });
  const role = roleIn(project, currentUserId);
  const money = (cents: number) => formatMoney(cents, project.currency, i18n.language);
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      className={cn(
        'flex w-full min-w-0 flex-col gap-2 rounded-lg border bg-card p-4 text-left transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected && 'border-primary bg-accent/40',
      )}
    >
      <span className="flex min-w-0 items-start justify-between gap-2">
        <span className="line-clamp-2 font-medium break-words" title={project.title}>
          {project.title}
        </span>
        <StatusBadge status={project.status} label={tStatus(project.status)} />
      </span>
      <span className="text-xs text-muted-foreground">
        {t(`role${role === 'client' ? 'Client' : role === 'provider' ? 'Provider' : 'Contributor'}`)}
      </span>
      <Progress
        label={t('progressLabel')}
        value={project.milestones_done}
        max={Math.max(project.milestone_count, 1)}
      />
      <span className="text-xs text-muted-foreground">
        {t('progress', {
          done: project.milestones_done,
          count: project.milestone_count,
          paid: money(project.paid_cents),
          total: money(project.budget_cents),
        })}
      </span>
      <span className="text-sm">{nextStep(project, role, t)}</span>
    </button>
  );
}

function nextStep(
  project: Project,
  role: ReturnType<typeof roleIn>,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (project.status === 'CLOSED') return t('next.closed');
  if (project.status === 'DONE')
    return project.score === null ? t('next.done') : t('next.doneScored', { score: project.score });
  const next = project.next_milestone;
  if (!next) return t('next.allPaid');
  const [action] = milestoneNextActions(next, role);
  return action ? t(`next.${action}`, { title: next.title }) : t('next.waiting', { title: next.title });
}
