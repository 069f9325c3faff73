/**
 * ACCESS-MATRIX (docs/security.md): who may call an operation, said in relations to what the call is
 * about (its subject), never in code. Every operation declares one; the server enforces it before
 * the area's service runs, and a test calls every operation as every relation.
 */

/** Every kind of caller the matrix speaks of. */
export const relations = [
  'guest',
  'owner',
  'counterparty',
  'collaborator',
  'member',
  'stranger',
  'administrator',
  'administratorAsSide',
  'suspended',
  'reinstated',
] as const;
export type Relation = (typeof relations)[number];

/** The relations a signed-in caller can hold to a subject (the others are about the caller alone). */
export const sideRelations = [
  'owner',
  'counterparty',
  'collaborator',
  'member',
  'stranger',
  'administrator',
] as const;
export type SideRelation = (typeof sideRelations)[number];

/** 401: sign in (again); 403: the subject is known to the caller but not theirs to act on; 404: its existence is private. */
export type RefusalStatus = 401 | 403 | 404;

/**
 * What a call can be about: the caller's own account, nothing in particular (public), the console,
 * or one stored subject named by an id in the call's input.
 */
export type SubjectKind =
  | 'account'
  | 'public'
  | 'console'
  | 'request'
  | 'proposal'
  | 'project'
  | 'milestone'
  | 'issue'
  | 'payment'
  | 'dispute'
  | 'conversation'
  | 'message'
  | 'product'
  | 'productPlanItem'
  | 'productWorkItem'
  | 'productIssue'
  | 'productOpsEvent'
  | 'review'
  | 'invitation'
  | 'labConversation'
  | 'devBoxSnippet'
  | 'portfolioItem'
  | 'timeEntry'
  | 'notification'
  | 'device'
  | 'passkey'
  | 'paymentMethod'
  | 'accessToken'
  | 'savedSearch'
  | 'webhookEndpoint'
  | 'talentList'
  | 'offer';

type SubjectDescription = {
  /** The input field (query or body) that names the subject. */
  idField?: string;
  /** What each relation means for this kind; a relation not listed is held by nobody (a stranger). */
  means: Partial<Record<SideRelation, string>>;
  /** The relation held by the side that pays (the client): an administrator who is that side is answered as it. */
  clientSide?: SideRelation;
};

const projectSides = {
  owner: "the project's client",
  counterparty: "the project's provider",
  collaborator: 'a collaborator added to the project',
} as const;

const productSides = {
  idField: 'product_id',
  means: { owner: "the product's owner", collaborator: 'a collaborator of the product' },
  clientSide: 'owner',
} as const;

/** Something of one user's own: its owner is the user it belongs to, everyone else a stranger. */
const ownedBy = (idField: string, owner: string): SubjectDescription => ({
  idField,
  means: { owner },
  clientSide: 'owner',
});

export const subjects: Record<SubjectKind, SubjectDescription> = {
  account: { means: { owner: 'every signed-in caller: the call is about their own account' } },
  public: { means: {} },
  console: { means: { administrator: 'a user whose current role has the administrator bit' } },
  request: {
    idField: 'request_id',
    means: { owner: 'the client who posted the job', counterparty: 'a provider who proposed on it' },
    clientSide: 'owner',
  },
  proposal: {
    idField: 'proposal_id',
    means: { owner: 'the provider who wrote it', counterparty: 'the client of its job' },
    clientSide: 'counterparty',
  },
  project: { idField: 'project_id', means: projectSides, clientSide: 'owner' },
  milestone: { idField: 'milestone_id', means: projectSides, clientSide: 'owner' },
  issue: { idField: 'issue_id', means: projectSides, clientSide: 'owner' },
  payment: {
    idField: 'payment_id',
    means: { owner: 'the payer', counterparty: 'the payee', collaborator: 'a collaborator of its project' },
    clientSide: 'owner',
  },
  dispute: { idField: 'dispute_id', means: projectSides, clientSide: 'owner' },
  conversation: { idField: 'conversation_id', means: { member: 'a participant' }, clientSide: 'member' },
  message: {
    idField: 'message_id',
    means: { member: "a participant of the message's conversation" },
    clientSide: 'member',
  },
  product: productSides,
  productPlanItem: { ...productSides, idField: 'plan_item_id' },
  productWorkItem: { ...productSides, idField: 'work_item_id' },
  productIssue: { ...productSides, idField: 'issue_id' },
  productOpsEvent: { ...productSides, idField: 'ops_event_id' },
  review: {
    idField: 'review_id',
    means: { owner: 'the person the review is about', counterparty: 'its author' },
    clientSide: 'counterparty',
  },
  invitation: {
    idField: 'invitation_id',
    means: { owner: 'the invited provider', counterparty: 'the client who invited' },
    clientSide: 'counterparty',
  },
  labConversation: ownedBy('conversation_id', 'the user who started the lab conversation'),
  devBoxSnippet: ownedBy('snippet_id', 'the user who saved the snippet'),
  portfolioItem: ownedBy('id', 'the provider whose portfolio shows it'),
  timeEntry: { idField: 'entry_id', means: projectSides, clientSide: 'owner' },
  notification: ownedBy('notification_id', 'its recipient'),
  device: ownedBy('id', 'the user signed in on it (a session of theirs)'),
  passkey: ownedBy('id', 'the user who added it'),
  paymentMethod: ownedBy('id', 'the user who saved it'),
  accessToken: ownedBy('id', 'the user who made the personal access token'),
  savedSearch: ownedBy('saved_search_id', 'the user who saved the search'),
  webhookEndpoint: ownedBy('endpoint_id', 'the user who registered the webhook endpoint'),
  talentList: ownedBy('talent_list_id', 'the user who made the list'),
  offer: {
    idField: 'offer_id',
    means: { owner: 'the client who sent the offer', counterparty: 'the provider it was sent to' },
    clientSide: 'owner',
  },
};

/** One operation's declaration: every relation is either allowed or refused with a status. */
export type Access = {
  readonly subject: SubjectKind;
  readonly allow: readonly Relation[];
  readonly refuse: Readonly<Partial<Record<Relation, RefusalStatus>>>;
  /** The message of this operation's 403 (its area's wording), when it has one of its own. */
  readonly because?: string;
  /**
   * A rule of the area's own that may still refuse some allowed callers (403 with this message):
   * who reported an issue is not a relation the matrix knows.
   */
  readonly refinedBy?: string;
};

/** What a caller is before any subject: a token refused since (suspension, a session ended for good). */
const signedOut = { guest: 401, suspended: 403, reinstated: 401 } as const;

/** Public: anyone, signed in or not. A token that is refused is refused here too. */
export const anyone: Access = {
  subject: 'public',
  allow: ['guest', ...sideRelations, 'administratorAsSide'],
  refuse: { suspended: signedOut.suspended, reinstated: signedOut.reinstated },
};

/** About the caller's own account (or lists of what is theirs): every signed-in user. */
export const signedIn: Access = {
  subject: 'account',
  allow: [...sideRelations, 'administratorAsSide'],
  refuse: signedOut,
};

/** The console: administrators only (CONSOLE-ADMIN-ONLY). */
export const administrators: Access = {
  subject: 'console',
  allow: ['administrator', 'administratorAsSide'],
  refuse: { ...signedOut, owner: 403, counterparty: 403, collaborator: 403, member: 403, stranger: 403 },
};

/**
 * A call on one subject: the side relations allowed; every other side relation gets `others`
 * (or its own status from `refuse`). An administrator who is the client side is answered as that
 * side: being an administrator adds nothing outside the console.
 */
export function on(
  subject: Exclude<SubjectKind, 'account' | 'public' | 'console'>,
  allow: readonly SideRelation[],
  options: {
    others: 403 | 404;
    refuse?: Partial<Record<SideRelation, 403 | 404>>;
    because?: string;
    refinedBy?: string;
  },
): Access {
  const refuse: Partial<Record<Relation, RefusalStatus>> = { ...signedOut };
  for (const relation of sideRelations)
    if (!allow.includes(relation)) refuse[relation] = options.refuse?.[relation] ?? options.others;
  const clientSide = subjects[subject].clientSide ?? 'stranger';
  const asSide = refuse[clientSide];
  const words = { because: options.because, refinedBy: options.refinedBy };
  if (asSide === undefined) return { subject, allow: [...allow, 'administratorAsSide'], refuse, ...words };
  refuse.administratorAsSide = asSide;
  return { subject, allow, refuse, ...words };
}

/** The answer a relation gets: 'allowed' or the refusal's status. */
export const answerOf = (access: Access, relation: Relation): 'allowed' | RefusalStatus =>
  access.allow.includes(relation) ? 'allowed' : access.refuse[relation]!;

/** Every relation is declared exactly once (allowed, or refused with a status). */
export function accessProblems(access: Access): string[] {
  const problems: string[] = [];
  for (const relation of relations) {
    const allowed = access.allow.includes(relation);
    const refused = access.refuse[relation] !== undefined;
    if (allowed === refused)
      problems.push(`${relation} is ${allowed ? 'both allowed and refused' : 'not declared'}`);
  }
  return problems;
}
