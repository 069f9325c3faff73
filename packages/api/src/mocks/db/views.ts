import { fileAccess } from '../../rules/file-access';
import type { Conversation } from '../../schemas/chat';
import type { Issue } from '../../schemas/issue';
import type { FundingPayment, Milestone, MilestoneDetail } from '../../schemas/milestone';
import type { Payment } from '../../schemas/payment';
import type { Project, ProjectDetail } from '../../schemas/project';
import type { Request } from '../../schemas/request';
import type { UserProfile } from '../../schemas/user';
import { readPositionsOf } from './chat-reads';
import { signMockFileUrl } from './file-links';
import { notFound } from './mock-http-error';
import type { MockDb } from './mock-db';

/** Reads of the store as the contract shapes them, with counted fields computed. */

export function findUser(db: MockDb, userId: string): UserProfile {
  const user = db.users.find((candidate) => candidate.account.basic.user_id === userId);
  if (!user) throw notFound('User');
  return user;
}

export function findOrThrow<T extends { id: string }>(items: readonly T[], id: string, what: string): T {
  const found = items.find((item) => item.id === id);
  if (!found) throw notFound(what);
  return found;
}

const requestFilesPublic = (request: Request) =>
  fileAccess({ kind: 'request', request: requestFacts(request), proposed: false, invited: false }, null) ===
  'public';

export function requestView(db: MockDb, request: Request, meId: string): Request {
  const proposals = db.proposals.filter((proposal) => proposal.request_id === request.id);
  return {
    ...request,
    // FILE-ACCESS: a post every signed-in user reads shares its files; another's are signed per answer.
    attachments: requestFilesPublic(request)
      ? request.attachments
      : request.attachments.map((file) => ({ ...file, url: signMockFileUrl(file.url) })),
    proposal_count: proposals.length,
    my_proposal_id: proposals.find((proposal) => proposal.provider.user_id === meId)?.id ?? null,
    saved: (db.savedJobs[meId] ?? []).some((saved) => saved.request_id === request.id),
  };
}

/** What the request rules (rules/request-access.ts) read of a stored request. */
export const requestFacts = (request: Request) => ({
  status: request.status,
  visibility: request.visibility,
  clientId: request.client.user_id,
  hidden: Boolean(request.hidden),
});

export const hasProposed = (db: MockDb, requestId: string, userId: string) =>
  db.proposals.some((proposal) => proposal.request_id === requestId && proposal.provider.user_id === userId);

/** A payment as its payer, payee or an administrator reads it: the proof signed for them (FILE-ACCESS). */
export const paymentView = (payment: Payment): Payment =>
  payment.proof_url ? { ...payment, proof_url: signMockFileUrl(payment.proof_url) } : payment;

/** What the payment rules (rules/payment-access.ts) read of a stored payment. */
export const paymentFacts = (payment: Payment) => ({
  payerId: payment.payer.user_id,
  payeeId: payment.payee.user_id,
  method: payment.method,
  status: payment.status,
  hasProof: Boolean(payment.proof_url),
});

export function isProjectMember(db: MockDb, projectId: string, userId: string) {
  return (db.projectCollaborators[projectId] ?? []).some((member) => member.user.user_id === userId);
}

/** Issues count as open in the state 'open' only (a resolved one waits for confirmation), as on the server. */
export const openIssuesOfMilestone = (db: MockDb, milestoneId: string) =>
  db.issues.filter((issue) => issue.milestone_id === milestoneId && issue.state === 'open').length;

/** The latest payment of a milestone, as the project shows it: its proof signed for its payer and payee only. */
function fundingPaymentOf(db: MockDb, milestoneId: string, viewerId?: string): FundingPayment | null {
  const payment = db.payments
    .filter((candidate) => candidate.milestone_id === milestoneId)
    .sort((left, right) => right.created_at.localeCompare(left.created_at))[0];
  if (!payment) return null;
  const { id, method, status, checkout_url, proof_url } = payment;
  // The checkout page matters only while the payment is outstanding, as on the server.
  const sides = [payment.payer.user_id, payment.payee.user_id];
  return {
    id,
    method,
    status,
    checkout_url: status === 'OUTSTANDING' ? checkout_url : null,
    proof_url: proof_url && viewerId && sides.includes(viewerId) ? signMockFileUrl(proof_url) : proof_url,
  };
}

const milestoneDetailView = (db: MockDb, milestone: Milestone, viewerId?: string): MilestoneDetail => ({
  ...milestone,
  open_issue_count: openIssuesOfMilestone(db, milestone.id),
  funding_payment: fundingPaymentOf(db, milestone.id, viewerId),
});

const milestonesOf = (db: MockDb, projectId: string) =>
  db.milestones
    .filter((milestone) => milestone.project_id === projectId)
    .sort((left, right) => left.position - right.position);

export function projectView(db: MockDb, project: Project, viewerId?: string): Project {
  const milestones = milestonesOf(db, project.id);
  const next = milestones.find((milestone) => milestone.status !== 'PAID');
  return {
    ...project,
    hourly: db.hourlyContracts.some((contract) => contract.project_id === project.id),
    milestone_count: milestones.length,
    milestones_done: milestones.filter(
      (milestone) => milestone.status === 'DONE' || milestone.status === 'PAID',
    ).length,
    paid_cents: milestones
      .filter((milestone) => milestone.status === 'PAID')
      .reduce((sum, m) => sum + m.amount_cents, 0),
    open_issue_count: db.issues.filter((issue) => issue.project_id === project.id && issue.state === 'open')
      .length,
    next_milestone: next
      ? {
          id: next.id,
          title: next.title,
          status: next.status,
          delivered_at: next.delivered_at,
          funding_payment: fundingPaymentOf(db, next.id, viewerId),
        }
      : null,
  };
}

export function projectDetailView(db: MockDb, project: Project, viewerId?: string): ProjectDetail {
  return {
    ...projectView(db, project, viewerId),
    milestones: milestonesOf(db, project.id).map((milestone) => milestoneDetailView(db, milestone, viewerId)),
  };
}

export const issueView = (db: MockDb, issue: Issue): Issue => ({
  ...issue,
  comment_count: db.comments.filter((comment) => comment.issue_id === issue.id).length,
});

export function conversationView(db: MockDb, conversation: Conversation, meId: string): Conversation {
  const messages = db.messages.filter((message) => message.conversation_id === conversation.id);
  const read = db.readCounts[conversation.id]?.[meId] ?? 0;
  return {
    ...conversation,
    last_message: messages.at(-1) ?? null,
    unread_count: Math.max(0, messages.length - read),
    read_positions: readPositionsOf(db, conversation.id),
    updated_at: messages.at(-1)?.created_at ?? conversation.updated_at,
  };
}

/** One page of a list, newest first when `newestFirst` sorts by a timestamp field. */
export function paginate<T>(items: readonly T[], query: { page: number; page_size: number }) {
  const start = (query.page - 1) * query.page_size;
  return {
    items: items.slice(start, start + query.page_size),
    total: items.length,
    page: query.page,
    page_size: query.page_size,
  };
}

export const newestFirst = <T extends { created_at: string }>(items: readonly T[]) =>
  [...items].sort((left, right) => right.created_at.localeCompare(left.created_at));
