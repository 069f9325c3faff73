import { eq } from 'drizzle-orm';

import type { SubjectKind } from '@lancer/api/contract/access';
import { Role } from '@lancer/api/constants';
import { workerSearchFiltersSchema } from '@lancer/api/schemas/saved-search';

import {
  conversationParticipants,
  conversations,
  devBoxSnippets,
  disputes,
  labConversations,
  messages,
  notifications,
  passkeys,
  paymentMethods,
  payments,
  portfolioItems,
  productMembers,
  reviews,
  savedSearches,
  webhookEndpoints,
  talentListProviders,
  talentLists,
  timeEntries,
  users,
} from '../../src/db/schema';
import { jobBody, ok, proposalBody } from './start-project';
import { call, signIn, signUp, type TestApp, giveSecondFactor } from './test-app';

/** A signed-in person of the matrix. */
export type Person = { token: string; userId: string; email: string };

const PASSWORD = 'correct-horse-1';
let serial = 0;

async function person(app: TestApp, name: string, tag: string): Promise<Person> {
  const email = `${name}-${tag}@matrix.test`;
  const { token, userId } = await signUp(app, email, PASSWORD);
  return { token, userId, email };
}

async function makeAdministrator(app: TestApp, who: Person): Promise<Person> {
  await app.services.db
    .update(users)
    .set({ role: Role.PERSONAL | Role.ADMINISTRATOR })
    .where(eq(users.id, who.userId));
  const signedIn = await signIn(app, who.email, PASSWORD);
  // ADMIN-SECOND-FACTOR: the console opens only with a factor (on after this session's sign-in).
  await giveSecondFactor(app, who.userId);
  return { ...signedIn, email: who.email };
}

/**
 * What one user owns by themselves (a lab conversation, a snippet, a portfolio item, a notification,
 * a payment method, a saved search, a webhook endpoint, a talent list (its name and provider secret), and a session other than the one the matrix calls with, which a sign-out ends).
 */
async function seedOwnSubjects(
  app: TestApp,
  owner: Person,
  provider: Person,
  secrets: ReturnType<typeof secretsOf>,
  id: (prefix: string) => string,
) {
  const db = app.services.db;
  const labConversationId = id('lab');
  await db
    .insert(labConversations)
    .values({ id: labConversationId, ownerId: owner.userId, title: secrets.lab });
  const snippetId = id('snp');
  await db.insert(devBoxSnippets).values({
    id: snippetId,
    ownerId: owner.userId,
    name: secrets.lab,
    language: 'javascript',
    code: `console.log('${secrets.lab}')`,
  });
  const portfolioItemId = id('pfi');
  await db.insert(portfolioItems).values({
    id: portfolioItemId,
    ownerId: owner.userId,
    title: secrets.portfolio,
    description: secrets.portfolio,
  });
  const notificationId = id('ntf');
  await db.insert(notifications).values({
    id: notificationId,
    recipientId: owner.userId,
    kind: 'proposal_received',
    subject: {},
    title: secrets.notification,
  });
  const paymentMethodId = id('pm');
  await db.insert(paymentMethods).values({
    id: paymentMethodId,
    userId: owner.userId,
    brand: secrets.card,
    last4: '4242',
    expMonth: 12,
    expYear: 2040,
  });
  const savedSearchId = id('srch');
  await db.insert(savedSearches).values({
    id: savedSearchId,
    ownerId: owner.userId,
    name: secrets.lab,
    target: 'workers',
    filters: workerSearchFiltersSchema.parse({ target: 'workers', condition: secrets.lab }),
  });
  const webhookEndpointId = id('whe');
  await db.insert(webhookEndpoints).values({
    id: webhookEndpointId,
    ownerId: owner.userId,
    url: `https://hooks.example.com/${secrets.lab}`,
    events: ['proposal_received'],
    secret: `whsec_${secrets.card}`,
  });
  const talentListId = id('tl');
  await db.insert(talentLists).values({ id: talentListId, ownerId: owner.userId, name: secrets.talent });
  await db.insert(talentListProviders).values({ talentListId, providerId: provider.userId });
  const passkeyId = id('pk');
  await db.insert(passkeys).values({
    id: passkeyId,
    userId: owner.userId,
    credentialId: `credential-${passkeyId}`,
    publicKey: 'cHVibGljLWtleQ',
    rpId: 'localhost',
    name: secrets.card,
  });
  // A second session of the owner's, listed on their devices: the one the matrix signs out.
  await signIn(app, owner.email, PASSWORD);
  const devices = await call(app, 'GET', '/api/user/device/fetch-signed-in-devices', { token: owner.token });
  const device = (devices.body.devices as { id: string; current: boolean }[]).find((one) => !one.current);
  // A personal access token of the owner's: the one the matrix revokes.
  const madeToken = await call(app, 'POST', '/api/user/access-token/create-access-token', {
    token: owner.token,
    body: { name: secrets.job, scopes: ['request:read'], expires_in_days: 30 },
  });
  return {
    accessToken: madeToken.body.token.id as string,
    labConversation: labConversationId,
    devBoxSnippet: snippetId,
    portfolioItem: portfolioItemId,
    notification: notificationId,
    paymentMethod: paymentMethodId,
    savedSearch: savedSearchId,
    webhookEndpoint: webhookEndpointId,
    talentList: talentListId,
    device: device!.id,
    passkey: passkeyId,
  };
}

/** Words of each seeded subject that no refusal may repeat (titles, descriptions, names, amounts). */
const secretsOf = (tag: string) => ({
  job: `Matrix job ${tag} orchid`,
  description: `Matrix description ${tag} tangerine`,
  product: `Matrix product ${tag} walrus`,
  productDescription: `Matrix product description ${tag} lantern`,
  issue: `Matrix issue ${tag} pelican`,
  message: `Matrix message ${tag} saffron`,
  statement: `Matrix dispute statement ${tag} quartz`,
  review: `Matrix review ${tag} meadow`,
  notes: `Matrix proposal notes ${tag} cobalt`,
  lab: `Matrix lab ${tag} juniper`,
  portfolio: `Matrix portfolio ${tag} heron`,
  notification: `Matrix notification ${tag} basalt`,
  card: `Matrix card ${tag} nutmeg`,
  talent: `Matrix talent list ${tag} walnut`,
  offer: `Matrix offer ${tag} marigold`,
  amount: '81234',
});

/**
 * One set of subjects of every kind, arranged so that each relation's person holds that relation
 * (and no other) to the subject of each kind: `client` is the owner side (or, for a proposal,
 * review and invitation, the side contract/access.ts says the client side is; an offer's client
 * side is its owner).
 */
async function seedSubjects(
  app: TestApp,
  people: { client: Person; provider: Person; collaborator: Person; member: Person; otherMember: Person },
  tag: string,
  clientSideIsOwner: boolean,
) {
  const { client, provider, collaborator, member, otherMember } = people;
  const secrets = secretsOf(tag);
  const db = app.services.db;
  const id = (prefix: string) => `${prefix}_matrix_${tag}_${(serial += 1)}`;

  const request = await ok(
    app,
    '/api/request/create-request',
    client.token,
    jobBody({ title: secrets.job, description_html: `<p>${secrets.description}</p>` }),
  );
  const offer = await ok(
    app,
    '/api/proposal/create-proposal',
    provider.token,
    proposalBody(request.id, { notes: secrets.notes }),
  );
  await ok(app, '/api/proposal/accept-proposal', client.token, { proposal_id: offer.id });
  const confirmed = await ok(app, '/api/proposal/confirm-proposal', provider.token, {
    proposal_id: offer.id,
  });
  const project = confirmed.project;
  const detail = await call(app, 'GET', '/api/project/fetch-project', {
    token: client.token,
    query: { project_id: project.id },
  });
  const milestoneId = detail.body.milestones[0].id as string;
  await ok(app, '/api/project/add-project-collaborator', client.token, {
    project_id: project.id,
    user_id: collaborator.userId,
  });
  const issue = await ok(app, '/api/issue/create-issue', client.token, {
    project_id: project.id,
    title: secrets.issue,
    description: secrets.issue,
  });

  const paymentId = id('pay');
  await db.insert(payments).values({
    id: paymentId,
    projectId: project.id,
    milestoneId,
    payerId: client.userId,
    payeeId: provider.userId,
    amountCents: 81_234,
    currency: 'USD',
    method: 2,
    status: 'OUTSTANDING',
  });
  const disputeId = id('dsp');
  await db.insert(disputes).values({
    id: disputeId,
    projectId: project.id,
    milestoneId,
    paymentId,
    clientId: client.userId,
    providerId: provider.userId,
    amountCents: 81_234,
    currency: 'USD',
    status: 'OPEN',
    openedBy: 'client',
    reason: 'quality',
    statement: secrets.statement,
  } as typeof disputes.$inferInsert);

  // Proposal: its owner is the provider who wrote it; the client side is the job's client.
  const [writer, reader] = clientSideIsOwner ? [client, provider] : [provider, client];
  const otherJob = await ok(
    app,
    '/api/request/create-request',
    reader.token,
    jobBody({ title: secrets.job }),
  );
  const proposal = await ok(
    app,
    '/api/proposal/create-proposal',
    writer.token,
    proposalBody(otherJob.id, { notes: secrets.notes }),
  );

  // Conversation: the member and one more participant.
  const chatMember = clientSideIsOwner ? member : client;
  const conversationId = id('cnv');
  await db
    .insert(conversations)
    .values({ id: conversationId, title: secrets.message, participantKey: conversationId });
  await db.insert(conversationParticipants).values([
    { conversationId, userId: chatMember.userId },
    { conversationId, userId: otherMember.userId },
  ]);
  const messageId = id('msg');
  await db
    .insert(messages)
    .values({ id: messageId, conversationId, senderId: chatMember.userId, body: secrets.message });

  // The product issue is the collaborator's report: its owner and its reporter may both confirm it.
  const product = await ok(app, '/api/product/create-product', client.token, {
    name: secrets.product,
    description: secrets.productDescription,
  });
  await db
    .insert(productMembers)
    .values({ productId: product.id, userId: collaborator.userId, role: 'collaborator' });
  const planItem = await ok(app, '/api/product/create-product-plan-item', client.token, {
    product_id: product.id,
    title: secrets.issue,
    quarter: '2027-Q1',
  });
  const workItem = await ok(app, '/api/product/create-product-work-item', client.token, {
    product_id: product.id,
    title: secrets.issue,
  });
  const productIssue = await ok(app, '/api/product/create-product-issue', collaborator.token, {
    product_id: product.id,
    title: secrets.issue,
    description: secrets.issue,
  });
  const opsEvent = await ok(app, '/api/product/create-product-ops-event', client.token, {
    product_id: product.id,
    kind: 'incident',
    title: secrets.issue,
    environment: 'production',
    status: 'open',
    severity: 'sev3',
  });

  // Review: its owner is the person it is about; the client side is its author.
  const [about, author] = clientSideIsOwner ? [client, provider] : [provider, client];
  const reviewId = id('rev');
  await db.insert(reviews).values({
    id: reviewId,
    projectId: project.id,
    authorId: author.userId,
    subjectId: about.userId,
    authorRole: 'client',
    rating: 5,
    comment: secrets.review,
  });

  // Invitation: its owner is the invited provider; the client side is the client who invited.
  const [invited, inviter] = clientSideIsOwner ? [client, provider] : [provider, client];
  const invitingJob = await ok(
    app,
    '/api/request/create-request',
    inviter.token,
    jobBody({ title: secrets.job, visibility: 'invite_only' }),
  );
  const invitation = await ok(app, '/api/invitation/send-invitation', inviter.token, {
    request_id: invitingJob.id,
    provider_id: invited.userId,
    message: secrets.notes,
  });

  // Offer: its owner is the client who sent it, the client side (contract/access.ts); the provider is its counterparty.
  const directOffer = await ok(app, '/api/offer/send-offer', client.token, {
    provider_id: provider.userId,
    title: secrets.offer,
    description: secrets.description,
    milestones: [{ title: secrets.offer, amount_cents: 81_234, due_date: '2040-01-31' }],
    start_date: new Date().toISOString().slice(0, 10),
  });

  const entryId = id('ten');
  await db.insert(timeEntries).values({
    id: entryId,
    projectId: project.id,
    weekStart: '2026-11-30',
    date: '2026-12-01',
    minutes: 60,
    memo: secrets.issue,
    source: 'manual',
  });
  const own = await seedOwnSubjects(app, client, provider, secrets, id);

  const subjectIds: Partial<Record<SubjectKind, string>> = {
    request: request.id,
    proposal: proposal.id,
    project: project.id,
    milestone: milestoneId,
    issue: issue.id,
    payment: paymentId,
    dispute: disputeId,
    conversation: conversationId,
    message: messageId,
    product: product.id,
    productPlanItem: planItem.id,
    productWorkItem: workItem.id,
    productIssue: productIssue.id,
    productOpsEvent: opsEvent.id,
    review: reviewId,
    invitation: invitation.id,
    offer: directOffer.id,
    timeEntry: entryId,
    ...own,
  };
  return {
    secrets: Object.values(secrets),
    subjectIds,
    ids: {
      request_id: request.id as string,
      proposal_id: proposal.id as string,
      project_id: project.id as string,
      milestone_id: milestoneId,
      issue_id: issue.id as string,
      payment_id: paymentId,
      dispute_id: disputeId,
      conversation_id: conversationId,
      message_id: messageId,
      product_id: product.id as string,
      plan_item_id: planItem.id as string,
      work_item_id: workItem.id as string,
      ops_event_id: opsEvent.id as string,
      review_id: reviewId,
      invitation_id: invitation.id as string,
      client_id: client.userId,
      user_id: otherMember.userId,
    } as Record<string, string>,
  };
}

/** Everyone the matrix calls as, and the subjects: the administrator who is a side gets subjects of their own. */
export async function seedMatrix(app: TestApp) {
  const tag = `${process.pid}${Date.now() % 100_000}`;
  const names = [
    'owner',
    'counterparty',
    'collaborator',
    'member',
    'other',
    'stranger',
    'admin',
    'adminside',
    'suspended',
    'reinstated',
  ] as const;
  const p = {} as Record<(typeof names)[number], Person>;
  for (const name of names) p[name] = await person(app, name, tag);
  p.admin = await makeAdministrator(app, p.admin);
  p.adminside = await makeAdministrator(app, p.adminside);
  const until = new Date(Date.now() + 86_400_000).toISOString();
  for (const who of [p.suspended, p.reinstated])
    await ok(app, '/api/console/suspend-user', p.admin.token, {
      user_id: who.userId,
      reason: 'Matrix',
      until,
    });
  await ok(app, '/api/console/reinstate-user', p.admin.token, {
    user_id: p.reinstated.userId,
    reason: 'Matrix',
  });

  const people = {
    provider: p.counterparty,
    collaborator: p.collaborator,
    member: p.member,
    otherMember: p.other,
  };
  const main = await seedSubjects(app, { client: p.owner, ...people }, `${tag}a`, true);
  const asSide = await seedSubjects(app, { client: p.adminside, ...people }, `${tag}b`, false);
  return {
    tokens: {
      guest: undefined,
      owner: p.owner.token,
      counterparty: p.counterparty.token,
      collaborator: p.collaborator.token,
      member: p.member.token,
      stranger: p.stranger.token,
      administrator: p.admin.token,
      administratorAsSide: p.adminside.token,
      suspended: p.suspended.token,
      reinstated: p.reinstated.token,
    },
    main,
    asSide,
  };
}
