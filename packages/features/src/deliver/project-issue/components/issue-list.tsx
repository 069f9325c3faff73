import { useTranslation } from 'react-i18next';

import type { IssueState } from '@lancer/api/constants';
import type { Issue } from '@lancer/api/schemas/issue';
import { Badge } from '@lancer/ui/components/badge';
import { cn } from '@lancer/ui/lib/cn';

import { displayName } from '../../../lib/project-role';

export type IssueListProps = {
  issues: readonly Issue[];
  selectedIssueId: string | null;
  onSelectIssue: (issueId: string) => void;
};

export const issueStateVariant: Record<IssueState, 'warning' | 'info' | 'outline'> = {
  open: 'warning',
  resolved: 'info',
  closed: 'outline',
};

/** Issues, newest first: number, title, state, milestone, reporter and comments. */
export function IssueList({ issues, selectedIssueId, onSelectIssue }: IssueListProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projectIssue' });
  const { t: tState } = useTranslation('deliver', { keyPrefix: 'issueState' });
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-2">
      {issues.map((issue) => (
        <li key={issue.id}>
          <button
            type="button"
            aria-current={issue.id === selectedIssueId ? 'true' : undefined}
            onClick={() => onSelectIssue(issue.id)}
            className={cn(
              'flex w-full min-w-0 flex-col gap-1 rounded-lg border p-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
              issue.id === selectedIssueId && 'border-primary bg-accent/40',
            )}
          >
            <span className="flex min-w-0 items-start justify-between gap-2">
              <span className="font-medium break-words">
                #{issue.number} {issue.title}
              </span>
              <Badge variant={issueStateVariant[issue.state]}>{tState(issue.state)}</Badge>
            </span>
            <span className="text-xs text-muted-foreground">
              {t('meta', { number: issue.number, reporter: displayName(issue.reporter) })}
              {issue.milestone_title ? ` · ${t('milestone', { title: issue.milestone_title })}` : ''}
              {` · ${t('comments', { count: issue.comment_count })}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
