import type { IssueState } from '../constants';
import { issueActions } from '../states/issue';
import { milestoneActions, type MilestoneState } from '../states/milestone';
import type { ProjectState } from '../states/project';
import { forbidden, invalidTransition, wrongState, type Refusal } from './refusal';

/** The user's role in a project, or null when not a member. */
export type MemberRole = 'client' | 'provider' | 'contributor';

/** Only members see a project and what is in it (its milestones, issues, collaborators). */
export const checkProjectMember = (role: MemberRole | null): Refusal | null =>
  role ? null : forbidden('You are not a member of this project');

/** Nothing changes in a project once it is DONE or CLOSED. */
export const checkProjectOngoing = (status: ProjectState): Refusal | null =>
  status === 'ONGOING' ? null : wrongState(`The project is ${status}; nothing can change in it`);

/**
 * MILESTONE-STATES (docs/spec/rules.md): a milestone action (states/milestone.ts): by its side, in an ONGOING project, from the state it
 * needs; approving also needs a delivery.
 */
export function checkMilestoneAction(
  role: MemberRole | null,
  projectStatus: ProjectState,
  milestone: { status: MilestoneState; delivered: boolean },
  action: keyof typeof milestoneActions,
): Refusal | null {
  const rule = milestoneActions[action];
  const refusal =
    checkProjectMember(role) ??
    (role !== rule.by ? forbidden(`Only the ${rule.by} can ${action} a milestone`) : null) ??
    checkProjectOngoing(projectStatus);
  if (refusal) return refusal;
  if (milestone.status !== rule.from) return invalidTransition('milestone', milestone.status, action);
  if (action === 'approve' && !milestone.delivered)
    return wrongState('The provider has not delivered this milestone yet');
  return null;
}

/** ISSUE-STATES: Resolve and Reopen by any member; Confirm by the reporter or the client (states/issue.ts). */
export function checkIssueAction(
  role: MemberRole | null,
  isReporter: boolean,
  state: IssueState,
  action: keyof typeof issueActions,
): Refusal | null {
  const member = checkProjectMember(role);
  if (member) return member;
  if (action === 'confirm' && !isReporter && role !== 'client')
    return forbidden('Only the reporter or the client can confirm an issue');
  if (!(issueActions[action].from as readonly IssueState[]).includes(state))
    return invalidTransition('issue', state, action);
  return null;
}

/** Completing (DONE) or closing an ONGOING project is the client's; completing needs every milestone PAID. */
export function checkProjectFinish(
  role: MemberRole | null,
  status: ProjectState,
  action: 'complete' | 'close',
  unpaidMilestones: number,
): Refusal | null {
  const refusal =
    checkProjectMember(role) ??
    (role !== 'client' ? forbidden(`Only the client can ${action} the project`) : null) ??
    checkProjectOngoing(status);
  if (refusal) return refusal;
  if (action === 'complete' && unpaidMilestones > 0)
    return wrongState('Pay every milestone before completing the project');
  return null;
}

/** The client adds contributors to an ONGOING project and removes them (never the client or provider). */
export function checkCollaboratorChange(
  role: MemberRole | null,
  status: ProjectState,
  action: 'add' | 'remove',
): Refusal | null {
  return (
    checkProjectMember(role) ??
    (role !== 'client' ? forbidden(`Only the client can ${action} collaborators`) : null) ??
    (action === 'add' ? checkProjectOngoing(status) : null)
  );
}
