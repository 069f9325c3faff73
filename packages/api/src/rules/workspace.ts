import type { WorkspaceItem, WorkspaceItemKind } from '../schemas/activity';
import {
  issueNextAction,
  milestoneNextActions,
  type IssueFacts,
  type IssueNextAction,
  type MilestoneFacts,
  type MilestoneNextAction,
  type ProjectRole,
} from './next-actions';

/**
 * The workspace's entries for one project, from its milestones and issues (the server reads them
 * with SQL, the mocks from their store; both build the list here).
 */

const milestoneKind: Record<MilestoneNextAction, WorkspaceItemKind> = {
  fund: 'fund-milestone',
  'continue-checkout': 'continue-checkout',
  start: 'start-milestone',
  deliver: 'deliver-milestone',
  approve: 'approve-milestone',
  pay: 'pay-milestone',
  'confirm-payment': 'confirm-payment',
};
const issueKind: Record<IssueNextAction, WorkspaceItemKind> = {
  resolve: 'resolve-issue',
  confirm: 'confirm-issue',
};

export type WorkspaceMilestone = MilestoneFacts & {
  id: string;
  position: number;
  title: string;
  amount_cents: number;
  currency: string;
  funded_at: string | null;
  approved_at: string | null;
  funding_payment: (MilestoneFacts['funding_payment'] & { created_at: string }) | null;
};
export type WorkspaceIssue = IssueFacts & { id: string; number: number; title: string; updated_at: string };
export type WorkspaceProject = {
  id: string;
  title: string;
  request_id: string;
  created_at: string;
  role: ProjectRole;
  milestones: readonly WorkspaceMilestone[];
  issues: readonly WorkspaceIssue[];
};

/** Since when a milestone action waits: the step before it. */
function waitingSince(milestone: WorkspaceMilestone, action: MilestoneNextAction, projectStart: string) {
  switch (action) {
    case 'continue-checkout':
    case 'confirm-payment':
      return milestone.funding_payment?.created_at ?? projectStart;
    case 'start':
      return milestone.funded_at ?? projectStart;
    case 'approve':
    case 'deliver':
      return milestone.delivered_at ?? milestone.funded_at ?? projectStart;
    case 'pay':
      return milestone.approved_at ?? projectStart;
    case 'fund':
      return projectStart;
  }
}

/**
 * An ONGOING project's entries for me. Only the first milestone not yet funded asks to be funded
 * (the later ones are funded in their turn).
 */
export function projectWorkspaceItems(project: WorkspaceProject, meId: string): WorkspaceItem[] {
  const base = {
    context: project.title,
    project_id: project.id,
    request_id: project.request_id,
    proposal_id: null,
  };
  const firstPending = [...project.milestones]
    .filter((milestone) => milestone.status === 'PENDING')
    .sort((left, right) => left.position - right.position)[0];
  const milestoneItems = project.milestones.flatMap((milestone) =>
    milestoneNextActions(milestone, project.role)
      .filter((action) => action !== 'fund' || milestone.id === firstPending?.id)
      .map((action): WorkspaceItem => ({
        ...base,
        kind: milestoneKind[action],
        title: milestone.title,
        milestone_id: milestone.id,
        issue_id: null,
        amount_cents: milestone.amount_cents,
        currency: milestone.currency,
        since: waitingSince(milestone, action, project.created_at),
      })),
  );
  const issueItems = project.issues.flatMap((issue): WorkspaceItem[] => {
    const action = issueNextAction(issue, meId, project.role);
    if (!action) return [];
    return [
      {
        ...base,
        kind: issueKind[action],
        title: `#${issue.number} ${issue.title}`,
        milestone_id: null,
        issue_id: issue.id,
        amount_cents: null,
        currency: null,
        since: issue.updated_at,
      },
    ];
  });
  return [...milestoneItems, ...issueItems];
}

/** Waiting longest first; ties in a fixed order of kinds, then by title. */
export const sortWorkspaceItems = (items: WorkspaceItem[]) =>
  [...items].sort(
    (left, right) =>
      left.since.localeCompare(right.since) ||
      left.kind.localeCompare(right.kind) ||
      left.title.localeCompare(right.title),
  );
