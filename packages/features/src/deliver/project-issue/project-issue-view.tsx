import { useTranslation } from 'react-i18next';

import type { IssueState } from '@lancer/api/constants';
import type { Issue, IssueDetail as Detail } from '@lancer/api/schemas/issue';
import type { Milestone } from '@lancer/api/schemas/milestone';
import type { ProjectState } from '@lancer/api/states/project';
import { Alert, AlertTitle } from '@lancer/ui/components/alert';
import { Button } from '@lancer/ui/components/button';
import { Input } from '@lancer/ui/components/input';
import { LoadState, type Loadable } from '@lancer/ui/components/load-state';
import { ToggleGroup, ToggleGroupItem } from '@lancer/ui/components/toggle-group';
import { cn } from '@lancer/ui/lib/cn';

import { useLoadStateLabels } from '../../lib/use-load-state-labels';
import { IssueDetail, type IssueAction } from './components/issue-detail';
import { IssueList } from './components/issue-list';
import { NewIssueDialog, type NewIssue } from './components/new-issue-dialog';

export type ProjectIssueViewProps = {
  /** 'page' is /project-issue/{projectId}; 'drawer' is the projects screen's side drawer. */
  layout: 'page' | 'drawer';
  project: Loadable<{ title: string; status: ProjectState; milestones: readonly Milestone[] }>;
  state: IssueState;
  onStateChange: (state: IssueState) => void;
  search: string;
  onSearchChange: (search: string) => void;
  issues: Loadable<readonly Issue[]>;
  selectedIssueId: string | null;
  onSelectIssue: (issueId: string) => void;
  issue: Loadable<Detail> | null;
  issueActions: readonly IssueAction[];
  canChange: boolean;
  busy: boolean;
  actionError: string | null;
  onIssueAction: (action: IssueAction) => void;
  onComment: (body: string) => Promise<boolean>;
  creating: boolean;
  /** The last failed create call (its VALIDATION_FAILED fields go on the new issue's fields). */
  createError: unknown;
  onStartCreate: () => void;
  onCancelCreate: () => void;
  onCreate: (issue: NewIssue) => void;
};

const states: IssueState[] = ['open', 'resolved', 'closed'];

/** A project's issues: filtered by state and search, one shown with its comments, and new ones. */
export function ProjectIssueView(props: ProjectIssueViewProps) {
  const { t } = useTranslation('deliver', { keyPrefix: 'projectIssue' });
  const { t: tState } = useTranslation('deliver', { keyPrefix: 'issueState' });
  const { t: tStatus } = useTranslation('deliver', { keyPrefix: 'status' });
  const labels = useLoadStateLabels();
  const page = props.layout === 'page';
  const Heading = page ? 'h1' : 'p';
  return (
    <div className={cn('flex w-full flex-col gap-4', page && 'mx-auto max-w-6xl px-6 py-10')}>
      <LoadState state={props.project} errorTitle={t('loadFailed')} {...labels}>
        {(project) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <Heading className={cn('font-semibold tracking-tight', page ? 'text-2xl' : 'sr-only')}>
                  {t('title')}
                </Heading>
                <p className="break-words text-muted-foreground">{t('lead', { project: project.title })}</p>
              </div>
              {props.canChange ? <Button onClick={props.onStartCreate}>{t('newIssue')}</Button> : null}
            </div>
            {!props.canChange ? (
              <Alert>
                <AlertTitle>{t('finished', { status: tStatus(project.status) })}</AlertTitle>
              </Alert>
            ) : null}
            <NewIssueDialog
              open={props.creating}
              milestones={project.milestones}
              busy={props.busy}
              error={props.createError}
              onCreate={props.onCreate}
              onCancel={props.onCancelCreate}
            />
          </>
        )}
      </LoadState>
      <div className="flex flex-wrap items-center gap-3">
        <ToggleGroup
          type="single"
          variant="outline"
          aria-label={t('filter')}
          value={props.state}
          onValueChange={(value) => value && props.onStateChange(value as IssueState)}
        >
          {states.map((state) => (
            <ToggleGroupItem key={state} value={state}>
              {tState(state)}
            </ToggleGroupItem>
          ))}
        </ToggleGroup>
        <Input
          type="search"
          aria-label={t('search')}
          placeholder={t('searchPlaceholder')}
          className="max-w-xs"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <h2 className="sr-only">{t('listLabel')}</h2>
      <div className={cn('grid items-start gap-6', page && 'lg:grid-cols-[22rem_minmax(0,1fr)]')}>
        <LoadState
          state={props.issues}
          isEmpty={(issues) => issues.length === 0}
          empty={{ title: t('emptyTitle'), description: t('emptyBody') }}
          errorTitle={t('loadFailed')}
          {...labels}
        >
          {(issues) => (
            <IssueList
              issues={issues}
              selectedIssueId={props.selectedIssueId}
              onSelectIssue={props.onSelectIssue}
            />
          )}
        </LoadState>
        {props.issue ? (
          <LoadState state={props.issue} errorTitle={t('issueFailed')} {...labels}>
            {(issue) => (
              <IssueDetail
                issue={issue}
                actions={props.issueActions}
                canComment={props.canChange}
                busy={props.busy}
                actionError={props.actionError}
                onAction={props.onIssueAction}
                onComment={props.onComment}
              />
            )}
          </LoadState>
        ) : page ? (
          <p className="text-sm text-muted-foreground">{t('noSelection')}</p>
        ) : null}
      </div>
    </div>
  );
}
