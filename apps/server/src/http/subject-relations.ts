import type { SideRelation, SubjectKind } from '@lancer/api/contract/access';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Executor } from '../db/client';
import {
  conversationParticipants,
  devBoxSnippets,
  disputes,
  invitations,
  issues,
  labConversations,
  messages,
  milestones,
  notifications,
  offers,
  opsEvents,
  paymentMethods,
  payments,
  portfolioItems,
  productIssues,
  productMembers,
  products,
  projectMembers,
  projects,
  proposals,
  personalAccessTokens,
  refreshTokens,
  requests,
  reviews,
  savedSearches,
  webhookEndpoints,
  roadmapItems,
  talentLists,
  timeEntries,
  workItems,
} from '../db/schema';

/** The relations a user holds to one subject: [] for none (a stranger), null when it does not exist. */
type Resolver = (db: Executor, id: string, userId: string) => Promise<SideRelation[] | null>;

const projectRoles = { client: 'owner', provider: 'counterparty', contributor: 'collaborator' } as const;

async function projectRelations(db: Executor, projectId: string, userId: string) {
  const [row] = await db
    .select({ id: projects.id, role: projectMembers.role })
    .from(projects)
    .leftJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)),
    )
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return null;
  return row.role ? [projectRoles[row.role] as SideRelation] : [];
}

async function productRelations(db: Executor, productId: string, userId: string) {
  const [row] = await db
    .select({ ownerId: products.ownerId, role: productMembers.role })
    .from(products)
    .leftJoin(
      productMembers,
      and(eq(productMembers.productId, products.id), eq(productMembers.userId, userId)),
    )
    .where(eq(products.id, productId))
    .limit(1);
  if (!row) return null;
  if (row.ownerId === userId) return ['owner' as const];
  return row.role ? ['collaborator' as const] : [];
}

/** The parent subject's id of a row (a milestone's project, a work item's product), or null. */
const parentOf =
  (table: PgTable, id: PgColumn, parent: PgColumn, then: Resolver): Resolver =>
  async (db, rowId, userId) => {
    const [row] = await db
      .select({ parent: parent })
      .from(table)
      .where(eq(id, rowId) as SQL)
      .limit(1);
    return row ? then(db, row.parent as string, userId) : null;
  };

async function conversationRelations(db: Executor, conversationId: string, userId: string) {
  const participants = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  if (participants.length === 0) return null;
  return participants.some((row) => row.userId === userId) ? ['member' as const] : [];
}

/** Who is who to two user columns of one row (payer and payee, subject and author, ...). */
const twoSides =
  (table: PgTable, id: PgColumn, owner: PgColumn, counterparty: PgColumn): Resolver =>
  async (db, rowId, userId) => {
    const [row] = await db
      .select({ owner, counterparty })
      .from(table)
      .where(eq(id, rowId) as SQL)
      .limit(1);
    if (!row) return null;
    if (row.owner === userId) return ['owner'];
    return row.counterparty === userId ? ['counterparty'] : [];
  };

/** Something one user owns (one user column of its row): the owner, or a stranger. */
const ownedBy =
  (table: PgTable, id: PgColumn, owner: PgColumn): Resolver =>
  async (db, rowId, userId) => {
    const [row] = await db
      .select({ owner })
      .from(table)
      .where(eq(id, rowId) as SQL)
      .limit(1);
    if (!row) return null;
    return row.owner === userId ? ['owner'] : [];
  };

async function requestRelations(db: Executor, requestId: string, userId: string) {
  const [row] = await db
    .select({ clientId: requests.clientId, proposalId: proposals.id })
    .from(requests)
    .leftJoin(proposals, and(eq(proposals.requestId, requests.id), eq(proposals.providerId, userId)))
    .where(eq(requests.id, requestId))
    .limit(1);
  if (!row) return null;
  if (row.clientId === userId) return ['owner' as const];
  return row.proposalId ? ['counterparty' as const] : [];
}

async function proposalRelations(db: Executor, proposalId: string, userId: string) {
  const [row] = await db
    .select({ providerId: proposals.providerId, clientId: requests.clientId })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(eq(proposals.id, proposalId))
    .limit(1);
  if (!row) return null;
  if (row.providerId === userId) return ['owner' as const];
  return row.clientId === userId ? ['counterparty' as const] : [];
}

/** A payment's payer and payee, and its project's collaborators. */
async function paymentRelations(db: Executor, paymentId: string, userId: string) {
  const sides = await twoSides(
    payments,
    payments.id,
    payments.payerId,
    payments.payeeId,
  )(db, paymentId, userId);
  if (!sides || sides.length > 0) return sides;
  return parentOf(payments, payments.id, payments.projectId, projectRelations)(db, paymentId, userId);
}

/** One resolver per subject kind stored in the database (contract/access.ts names them). */
export const subjectRelations: Partial<Record<SubjectKind, Resolver>> = {
  request: requestRelations,
  proposal: proposalRelations,
  project: projectRelations,
  milestone: parentOf(milestones, milestones.id, milestones.projectId, projectRelations),
  issue: parentOf(issues, issues.id, issues.projectId, projectRelations),
  payment: paymentRelations,
  dispute: parentOf(disputes, disputes.id, disputes.projectId, projectRelations),
  conversation: conversationRelations,
  message: parentOf(messages, messages.id, messages.conversationId, conversationRelations),
  product: productRelations,
  productPlanItem: parentOf(roadmapItems, roadmapItems.id, roadmapItems.productId, productRelations),
  productWorkItem: parentOf(workItems, workItems.id, workItems.productId, productRelations),
  productIssue: parentOf(productIssues, productIssues.id, productIssues.productId, productRelations),
  productOpsEvent: parentOf(opsEvents, opsEvents.id, opsEvents.productId, productRelations),
  review: twoSides(reviews, reviews.id, reviews.subjectId, reviews.authorId),
  invitation: twoSides(invitations, invitations.id, invitations.providerId, invitations.clientId),
  labConversation: ownedBy(labConversations, labConversations.id, labConversations.ownerId),
  devBoxSnippet: ownedBy(devBoxSnippets, devBoxSnippets.id, devBoxSnippets.ownerId),
  portfolioItem: ownedBy(portfolioItems, portfolioItems.id, portfolioItems.ownerId),
  timeEntry: parentOf(timeEntries, timeEntries.id, timeEntries.projectId, projectRelations),
  notification: ownedBy(notifications, notifications.id, notifications.recipientId),
  // A device is a session: a refresh-token family, every token of it the same user's.
  device: ownedBy(refreshTokens, refreshTokens.familyId, refreshTokens.userId),
  accessToken: ownedBy(personalAccessTokens, personalAccessTokens.id, personalAccessTokens.userId),
  paymentMethod: ownedBy(paymentMethods, paymentMethods.id, paymentMethods.userId),
  savedSearch: ownedBy(savedSearches, savedSearches.id, savedSearches.ownerId),
  webhookEndpoint: ownedBy(webhookEndpoints, webhookEndpoints.id, webhookEndpoints.ownerId),
  talentList: ownedBy(talentLists, talentLists.id, talentLists.ownerId),
  // A direct offer (decision 2202): the client who sent it owns it; the provider is its counterparty.
  offer: twoSides(offers, offers.id, offers.clientId, offers.providerId),
};
