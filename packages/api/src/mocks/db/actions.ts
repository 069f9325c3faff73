import type { IssueState } from '../../constants';
import type { Issue } from '../../schemas/issue';
import type { Milestone } from '../../schemas/milestone';
import type { Project } from '../../schemas/project';
import { finishedProjectMessage, isProjectOpenForChanges } from '../../rules/project-activity';
import { issueActions } from '../../states/issue';
import { milestoneActions } from '../../states/milestone';
import { MockHttpError, forbidden, invalidTransition } from './mock-http-error';
import type { MockDb } from './store';
import { findOrThrow, isProjectMember } from './views';

export const isClientOf = (project: Project, userId: string) => project.client.user_id === userId;
export const isProviderOf = (project: Project, userId: string) =>
  project.providers.some((provider) => provider.user_id === userId);

/** Checks a milestone action against states/milestone.ts: the right state and the right side. */
export function checkMilestoneAction(
  db: MockDb,
  meId: string,
  milestoneId: string,
  action: keyof typeof milestoneActions,
): { milestone: Milestone; project: Project } {
  const milestone = findOrThrow(db.milestones, milestoneId, 'Milestone');
  const project = findOrThrow(db.projects, milestone.project_id, 'Project');
  const rule = milestoneActions[action];
  const allowed = rule.by === 'client' ? isClientOf(project, meId) : isProviderOf(project, meId);
  if (!allowed) throw forbidden(`Only the ${rule.by} can ${action} this milestone`);
  checkProjectOpen(project);
  if (milestone.status !== rule.from) throw invalidTransition('milestone', milestone.status, action);
  return { milestone, project };
}

/** Checks an issue action against states/issue.ts and who may take it. */
export function checkIssueAction(
  db: MockDb,
  meId: string,
  issueId: string,
  action: keyof typeof issueActions,
): Issue {
  const issue = findOrThrow(db.issues, issueId, 'Issue');
  const project = findOrThrow(db.projects, issue.project_id, 'Project');
  if (!isProjectMember(db, project.id, meId)) throw forbidden('Only project members can change issues');
  checkProjectOpen(project);
  if (action === 'confirm' && issue.reporter.user_id !== meId && !isClientOf(project, meId)) {
    throw forbidden('Only the reporter or the client can confirm');
  }
  const rule = issueActions[action];
  if (!(rule.from as readonly IssueState[]).includes(issue.state))
    throw invalidTransition('issue', issue.state, action);
  return issue;
}

export function checkProjectMember(db: MockDb, meId: string, projectId: string): Project {
  const project = findOrThrow(db.projects, projectId, 'Project');
  if (!isProjectMember(db, project.id, meId)) throw forbidden('Only project members can see this project');
  return project;
}

/** A DONE or CLOSED project takes no more changes (rules/project-activity.ts). */
export function checkProjectOpen(project: Project) {
  if (!isProjectOpenForChanges(project.status))
    throw new MockHttpError(409, 'INVALID_STATE_TRANSITION', finishedProjectMessage(project.status));
}
