import { subjects, type Access, type SideRelation, type SubjectKind } from '../contract/access';
import { forbidden, notFound, type Refusal } from './refusal';

/** How a subject kind is named in a 404, and what a caller with no relation to it is told on a 403. */
const wording: Partial<Record<SubjectKind, { label: string; notRelated?: string }>> = {
  request: { label: 'Request' },
  proposal: { label: 'Proposal' },
  project: { label: 'Project', notRelated: 'You are not a member of this project' },
  milestone: { label: 'Milestone', notRelated: 'You are not a member of this project' },
  issue: { label: 'Issue', notRelated: 'You are not a member of this project' },
  payment: { label: 'Payment' },
  dispute: { label: 'Dispute' },
  conversation: { label: 'Conversation' },
  message: { label: 'Message' },
  product: { label: 'Product', notRelated: 'You are not a member of this product' },
  productPlanItem: { label: 'Plan item', notRelated: 'You are not a member of this product' },
  productWorkItem: { label: 'Work item', notRelated: 'You are not a member of this product' },
  productIssue: { label: 'Issue', notRelated: 'You are not a member of this product' },
  productOpsEvent: { label: 'Ops event', notRelated: 'You are not a member of this product' },
  review: { label: 'Review' },
  invitation: { label: 'Invitation' },
  console: { label: 'Console', notRelated: 'Only an administrator can use the console' },
  labConversation: { label: 'Conversation' },
  devBoxSnippet: { label: 'Snippet' },
  portfolioItem: { label: 'Portfolio item' },
  timeEntry: { label: 'Time entry', notRelated: 'You are not a member of this project' },
  notification: { label: 'Notification' },
  device: { label: 'Signed-in device' },
  paymentMethod: { label: 'Payment method' },
  savedSearch: { label: 'Saved search' },
  webhookEndpoint: { label: 'Webhook endpoint' },
  talentList: { label: 'Talent list' },
  offer: { label: 'Offer' },
};

/** The input field that names an operation's subject, or null for the account, public and console kinds. */
export const subjectIdField = (access: Access) => subjects[access.subject].idField ?? null;

/**
 * ACCESS-MATRIX: the answer to a caller holding `held` relations to an existing subject (none: a
 * stranger; an administrator without a side: `administrator`). Allowed when one of them is; refused
 * otherwise with the status its first relation is declared to get. A subject that does not exist
 * (`held` null) is the service's to answer: its own 404, after its own checks (an idempotency key
 * sent with other arguments is a conflict first).
 */
export function decideAccess(
  access: Access,
  held: readonly SideRelation[] | null,
  isAdministrator: boolean,
): Refusal | null {
  if (held === null) return null;
  const words = wording[access.subject] ?? { label: 'Subject' };
  const relations: SideRelation[] =
    held.length > 0 ? [...held] : [isAdministrator ? 'administrator' : 'stranger'];
  if (relations.some((relation) => access.allow.includes(relation))) return null;
  const first = relations[0]!;
  const status = access.refuse[first] ?? 404;
  if (status === 404) return notFound(words.label);
  const unrelated = first === 'stranger' || first === 'administrator';
  return forbidden(
    (unrelated ? (words.notRelated ?? access.because) : access.because) ?? 'You are not allowed to do this',
  );
}
