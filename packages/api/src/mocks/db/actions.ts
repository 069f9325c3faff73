import type { Issue } from '../../schemas/issue';
import type { Milestone } from '../../schemas/milestone';
import type { Project } from '../../schemas/project';
import type { issueActions } from '../../states/issue';
import type { milestoneActions } from '../../states/milestone';
import {
  checkIssueAction as issueRule,
  checkMilestoneAction as milestoneRule,
  checkProjectMember as memberRule,
  checkProjectOngoing,
  type MemberRole,
} from '../../rules/project-access';
import { checkMilestoneNotDisputed } from './disputes';
import { refuse } from './mock-http-error';
import type { MockDb } from './mock-db';
import { findOrThrow } from './views';

/** The user's role in the project (from its collaborators), or null when not a member. */
export const memberRoleOf = (db: MockDb, projectId: string, userId: string): MemberRole | null =>
  (db.projectCollaborators[projectId] ?? []).find((member) => member.user.user_id === userId)?.role ?? null;

/** Checks a milestone action with rules/project-access.ts (the server's rule). */
export function checkMilestoneAction(
  db: MockDb,
  meId: string,
  milestoneId: string,
  action: keyof typeof milestoneActions,
): { milestone: Milestone; project: Project } {
  const milestone = findOrThrow(db.milestones, milestoneId, 'Milestone');
  const project = findOrThrow(db.projects, milestone.project_id, 'Project');
  const facts = { status: milestone.status, delivered: Boolean(milestone.delivered_at) };
  refuse(milestoneRule(memberRoleOf(db, project.id, meId), project.status, facts, action));
  checkMilestoneNotDisputed(db, milestone.id);
  return { milestone, project };
}

/** Checks an issue action with rules/project-access.ts (the server's rule). */
export function checkIssueAction(
  db: MockDb,
  meId: string,
  issueId: string,
  action: keyof typeof issueActions,
): Issue {
  const issue = findOrThrow(db.issues, issueId, 'Issue');
  const role = memberRoleOf(db, issue.project_id, meId);
  refuse(memberRule(role));
  // A DONE or CLOSED project's issues are a record (docs/decisions/0500-deliver-finished-projects-and-money-keys.md).
  checkProjectOpen(findOrThrow(db.projects, issue.project_id, 'Project'));
  refuse(issueRule(role, issue.reporter.user_id === meId, issue.state, action));
  return issue;
}

export function checkProjectMember(db: MockDb, meId: string, projectId: string): Project {
  const project = findOrThrow(db.projects, projectId, 'Project');
  refuse(memberRule(memberRoleOf(db, project.id, meId)));
  return project;
}

/** A DONE or CLOSED project takes no more changes (rules/project-access.ts checkProjectOngoing). */
export function checkProjectOpen(project: Project) {
  refuse(checkProjectOngoing(project.status));
}
