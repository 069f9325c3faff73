import type { IssueState } from '../constants';
import type { Transitions } from './machine';

/** ISSUE-STATES: open -Resolve-> resolved -Confirm-> closed; resolved or closed -Reopen-> open. */
export const issueTransitions: Transitions<IssueState> = {
  open: ['resolved'],
  resolved: ['closed', 'open'],
  closed: ['open'],
};

/** Resolve by a project member; Confirm by the reporter or the client; Reopen by a project member. */
export const issueActions = {
  resolve: { from: ['open'], to: 'resolved' },
  confirm: { from: ['resolved'], to: 'closed' },
  reopen: { from: ['resolved', 'closed'], to: 'open' },
} as const satisfies Record<string, { from: readonly IssueState[]; to: IssueState }>;
