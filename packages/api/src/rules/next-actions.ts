import { MoneyCollectingMethodType, type IssueState } from '../constants';
import type { MilestoneState } from '../states/milestone';
import type { PaymentState } from '../states/payment';

/**
 * Who has to act next on a milestone or an issue (DESIGN section 4). The projects screen offers
 * these actions, the workspace lists them, and the server and mocks derive the workspace from
 * them, so "what needs me" means the same everywhere.
 */

export type ProjectRole = 'client' | 'provider' | 'contributor';

export type MilestoneNextAction =
  | 'fund'
  /** A card checkout was started and not paid yet: go back to the provider's page. */
  | 'continue-checkout'
  | 'start'
  | 'deliver'
  | 'approve'
  | 'pay'
  /** The payee confirms that money marked as paid or proven arrived. */
  | 'confirm-payment';

export type MilestoneFacts = {
  status: MilestoneState;
  delivered_at: string | null;
  funding_payment: { method: number; status: PaymentState } | null;
};

const outstandingCard = (payment: MilestoneFacts['funding_payment']) =>
  payment?.status === 'OUTSTANDING' && payment.method === MoneyCollectingMethodType.STRIPE_CHECKOUT;
const outstandingOffPlatform = (payment: MilestoneFacts['funding_payment']) =>
  payment?.status === 'OUTSTANDING' && payment.method !== MoneyCollectingMethodType.STRIPE_CHECKOUT;

/** The actions my side may take on a milestone now, the most pressing first. */
export function milestoneNextActions(milestone: MilestoneFacts, role: ProjectRole): MilestoneNextAction[] {
  const { status, delivered_at: delivered, funding_payment: payment } = milestone;
  if (role === 'client') {
    if (status === 'PENDING') return [outstandingCard(payment) ? 'continue-checkout' : 'fund'];
    if (status === 'IMPLEMENTING' && delivered) return ['approve'];
    if (status === 'DONE') return ['pay'];
    return [];
  }
  if (role !== 'provider') return [];
  const actions: MilestoneNextAction[] = [];
  if (outstandingOffPlatform(payment) && status !== 'PENDING') actions.push('confirm-payment');
  if (status === 'OUTSTANDING') actions.push('start');
  if (status === 'IMPLEMENTING' && !delivered) actions.push('deliver');
  return actions;
}

export type IssueFacts = {
  state: IssueState;
  reporter_id: string;
  assignee_id: string | null;
};

export type IssueNextAction = 'resolve' | 'confirm';

/**
 * An open issue is on the side of its assignee, or of the provider while nobody is assigned; a
 * resolved one waits for its reporter or the client to confirm it.
 */
export function issueNextAction(issue: IssueFacts, meId: string, role: ProjectRole): IssueNextAction | null {
  if (issue.state === 'open') {
    const mine = issue.assignee_id ? issue.assignee_id === meId : role === 'provider';
    return mine ? 'resolve' : null;
  }
  if (issue.state === 'resolved' && (issue.reporter_id === meId || role === 'client')) return 'confirm';
  return null;
}

/** Who may take an issue action at all (the server refuses the rest): Confirm by the reporter or the client. */
export const mayTakeIssueAction = (
  action: 'resolve' | 'confirm' | 'reopen',
  issue: Pick<IssueFacts, 'reporter_id'>,
  meId: string,
  role: ProjectRole,
) => action !== 'confirm' || issue.reporter_id === meId || role === 'client';
