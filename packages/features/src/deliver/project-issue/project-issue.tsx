import { useState } from 'react';

import type { IssueState } from '@lancer/api/constants';
import { userMessageOf } from '@lancer/api/http/api-error';
import { useCommentIssue } from '@lancer/api/issue/comment-issue';
import { useConfirmIssue } from '@lancer/api/issue/confirm-issue';
import { useCreateIssue } from '@lancer/api/issue/create-issue';
import { useFetchIssue } from '@lancer/api/issue/fetch-issue';
import { useFetchIssues } from '@lancer/api/issue/fetch-issues';
import { useReopenIssue } from '@lancer/api/issue/reopen-issue';
import { useResolveIssue } from '@lancer/api/issue/resolve-issue';
import { useFetchProject } from '@lancer/api/project/fetch-project';
import { mayTakeIssueAction } from '@lancer/api/rules/next-actions';
import { isProjectOpenForChanges } from '@lancer/api/rules/project-activity';
import { issueActions } from '@lancer/api/states/issue';
import { useFetchProfile } from '@lancer/api/user/fetch-profile';

import { toLoadable } from '../../lib/to-loadable';
import { roleIn } from '../../lib/project-role';
import type { IssueAction } from './components/issue-detail';
import { ProjectIssueView } from './project-issue-view';

export type ProjectIssueProps = {
  projectId: string;
  layout?: 'page' | 'drawer';
};

const allActions: IssueAction[] = ['resolve', 'confirm', 'reopen'];

/** A project's issues (/project-issue/{projectId}, and the projects screen's drawer). */
export function ProjectIssue({ projectId, layout = 'page' }: ProjectIssueProps) {
  const profile = useFetchProfile();
  const me = profile.data?.account.basic.user_id ?? '';
  const project = useFetchProject({ project_id: projectId });
  const [state, setState] = useState<IssueState>('open');
  const [search, setSearch] = useState('');
  const issues = useFetchIssues({
    project_id: projectId,
    state,
    search: search.trim() || undefined,
    page: 1,
    page_size: 50,
  });
  const [selectedIssueId, setSelectedIssueId] = useState<string | null>(null);
  const issue = useFetchIssue({ issue_id: selectedIssueId ?? '' }, { enabled: Boolean(selectedIssueId) });
  const moves = { resolve: useResolveIssue(), confirm: useConfirmIssue(), reopen: useReopenIssue() };
  const comment = useCommentIssue();
  const create = useCreateIssue();
  const [creating, setCreating] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const busy = [...Object.values(moves), comment, create].some((mutation) => mutation.isPending);
  const canChange = project.data ? isProjectOpenForChanges(project.data.status) : false;
  const role = project.data && me ? roleIn(project.data, me) : 'contributor';
  const detail = issue.data;
  const actions =
    canChange && detail
      ? allActions.filter(
          (action) =>
            (issueActions[action].from as readonly IssueState[]).includes(detail.state) &&
            mayTakeIssueAction(action, { reporter_id: detail.reporter.user_id }, me, role),
        )
      : [];

  return (
    <ProjectIssueView
      layout={layout}
      project={toLoadable(project)}
      state={state}
      onStateChange={setState}
      search={search}
      onSearchChange={setSearch}
      issues={toLoadable(issues, (data) => data.items)}
      selectedIssueId={selectedIssueId}
      onSelectIssue={(id) => {
        setSelectedIssueId(id);
        setActionError(null);
      }}
      issue={selectedIssueId ? toLoadable(issue) : null}
      issueActions={actions}
      canChange={canChange}
      busy={busy}
      actionError={actionError}
      onIssueAction={(action) => {
        if (!selectedIssueId) return;
        setActionError(null);
        moves[action].mutate(
          { body: { issue_id: selectedIssueId } },
          { onError: (error) => setActionError(userMessageOf(error)) },
        );
      }}
      onComment={async (body) => {
        if (!selectedIssueId) return false;
        setActionError(null);
        try {
          await comment.mutateAsync({ body: { issue_id: selectedIssueId, body } });
          return true;
        } catch (error) {
          setActionError(userMessageOf(error));
          return false;
        }
      }}
      creating={creating}
      createError={create.error}
      onStartCreate={() => {
        create.reset();
        setCreating(true);
      }}
      onCancelCreate={() => setCreating(false)}
      onCreate={(input) =>
        create.mutate(
          { body: { project_id: projectId, ...input, assignee_id: null } },
          {
            onSuccess: (created) => {
              setCreating(false);
              setState('open');
              setSearch('');
              setSelectedIssueId(created.id);
            },
          },
        )
      }
    />
  );
}
