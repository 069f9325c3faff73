import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';

import {
  canReviseProposal,
  isStaleRevision,
  REVISE_ONLY_WHILE_APPLYING,
  STALE_REVISION_MESSAGE,
} from '@lancer/api/rules/proposal-revision';

import { checkProposalAction, checkProposalVisible, proposalSideOf } from '@lancer/api/rules/proposal-access';
import { hourlyTermsRefusal, weeklyLimitRefusal } from '@lancer/api/rules/hourly';
import { checkNewProposal } from '@lancer/api/rules/request-access';
import type { HourlyTerms } from '@lancer/api/schemas/proposal';
import { proposalActions, type ProposalState } from '@lancer/api/states/proposal';

import type { Executor } from '../db/client';
import { proposals, type ProposalRow } from '../db/proposal-schema';
import { requests } from '../db/request-schema';
import { proposalRevisions } from '../db/proposal-schema';
import { AppError, badRequest, conflict, forbidden, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { announce, emitNotification } from '../notification/emit-notification';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { startProject } from '../project/project-start';
import { toProjects } from '../project/project-view';
import { isInvited, markInvitationProposed } from '../invitation/invitation-lookup';
import { loadRequest } from '../request/request-service';
import type { Services } from '../services';
import { toProposal, toProposals, toRevision } from './proposal-view';

async function loadProposal(db: Executor, id: string) {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  if (!row) throw notFound('Proposal');
  return row;
}

/** The proposal with who the user is to it; strangers get 404 (proposals are private). */
async function loadProposalFor(db: Executor, id: string, userId: string) {
  const proposal = await loadProposal(db, id);
  const request = await loadRequest(db, proposal.requestId);
  const side = proposalSideOf({ providerId: proposal.providerId, clientId: request.clientId }, userId);
  refuse(checkProposalVisible(side));
  return { proposal, request, side };
}

type CreateInput = {
  request_id: string;
  price_cents: number;
  currency: string;
  duration_days: number;
  notes: string;
  milestones: ProposalRow['milestones'];
  payment_plan: ProposalRow['paymentPlan'];
  hourly?: HourlyTerms | null;
};

/** Hourly terms only on an hourly job (decision 1400). */
function checkHourlyTerms(budgetType: 'fixed' | 'hourly', hourly: HourlyTerms | null | undefined) {
  const message = hourlyTermsRefusal(budgetType, hourly);
  if (message) throw badRequest(message, { hourly: message });
}

export async function createProposal(services: Services, providerId: string, input: CreateInput) {
  const request = await loadRequest(services.db, input.request_id);
  const [existing] = await services.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.requestId, request.id), eq(proposals.providerId, providerId)));
  const invited = await isInvited(services.db, request.id, providerId);
  refuse(
    checkNewProposal(
      { ...request, hidden: request.hiddenAt !== null },
      providerId,
      Boolean(existing),
      invited,
    ),
  );
  checkHourlyTerms(request.budgetType, input.hourly);
  const row = await services.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(proposals)
      .values({
        id: newId(),
        requestId: request.id,
        providerId,
        ...fieldColumns(input),
        status: 'APPLYING',
        revision: 1,
      })
      .returning();
    await tx.insert(proposalRevisions).values(revisionValues(inserted!));
    await emitNotification(tx, {
      recipientId: request.clientId,
      kind: 'proposal_received',
      subject: { request_id: request.id, proposal_id: inserted!.id },
      actorId: providerId,
      title: request.title,
    });
    return inserted!;
  });
  announce(services, [request.clientId]);
  await markInvitationProposed(services.db, request.id, providerId, row.id);
  return toProposal(services.db, row);
}

/** The columns a proposal's fields (as sent) write, at creation and at each revision. */
const fieldColumns = (input: Omit<CreateInput, 'request_id'>) => ({
  priceCents: input.price_cents,
  currency: input.currency,
  durationDays: input.duration_days,
  notes: input.notes,
  milestones: input.milestones,
  paymentPlan: input.payment_plan,
  hourly: input.hourly ?? null,
});

/** A proposal row's current fields as its revision row (an accepted offer's proposal writes one too). */
export const revisionValues = (row: ProposalRow) => ({
  proposalId: row.id,
  number: row.revision,
  priceCents: row.priceCents,
  currency: row.currency,
  durationDays: row.durationDays,
  notes: row.notes,
  milestones: row.milestones,
  paymentPlan: row.paymentPlan,
  hourly: row.hourly,
  createdAt: row.updatedAt,
});

type UpdateInput = Omit<CreateInput, 'request_id'> & { proposal_id: string };

/** The provider revises an APPLYING proposal: the fields change and the new version is kept, in one transaction. */
export async function updateProposal(services: Services, userId: string, input: UpdateInput) {
  const { proposal, request, side } = await loadProposalFor(services.db, input.proposal_id, userId);
  if (side !== 'provider') throw forbidden('Only the provider can revise this proposal');
  if (!canReviseProposal(proposal.status))
    throw new AppError(409, 'INVALID_STATE_TRANSITION', REVISE_ONLY_WHILE_APPLYING);
  checkHourlyTerms(request.budgetType, input.hourly);
  const row = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(proposals)
      .set({
        ...fieldColumns(input),
        revision: proposal.revision + 1,
        updatedAt: new Date(),
      })
      // Guarded on the version read: a revision or an accept that landed meanwhile wins.
      .where(
        and(
          eq(proposals.id, proposal.id),
          eq(proposals.status, 'APPLYING'),
          eq(proposals.revision, proposal.revision),
        ),
      )
      .returning();
    if (!updated) throw conflict('The proposal changed meanwhile; reload it');
    await tx.insert(proposalRevisions).values(revisionValues(updated));
    await emitNotification(
      tx,
      proposalNotice(request, updated, 'proposal_revised', request.clientId, userId),
    );
    return updated;
  });
  announce(services, [request.clientId]);
  return toProposal(services.db, row);
}

export async function fetchProposalRevisions(services: Services, userId: string, id: string) {
  const { proposal } = await loadProposalFor(services.db, id, userId);
  const rows = await services.db
    .select()
    .from(proposalRevisions)
    .where(eq(proposalRevisions.proposalId, proposal.id))
    .orderBy(asc(proposalRevisions.number));
  return { items: rows.map(toRevision) };
}

export async function fetchProposal(services: Services, userId: string, id: string) {
  const { proposal } = await loadProposalFor(services.db, id, userId);
  return toProposal(services.db, proposal);
}

type ListQuery = PageQuery & { scope: 'sent' | 'received'; request_id?: string; status?: ProposalState[] };

export async function fetchProposals(services: Services, userId: string, query: ListQuery) {
  const where: SQL[] = [];
  if (query.scope === 'sent') where.push(eq(proposals.providerId, userId));
  else {
    const mine = services.db.select({ id: requests.id }).from(requests).where(eq(requests.clientId, userId));
    where.push(inArray(proposals.requestId, mine));
  }
  if (query.request_id) where.push(eq(proposals.requestId, query.request_id));
  if (query.status) where.push(inArray(proposals.status, query.status));
  const condition = and(...where);
  const { rows, total } = await readPage(
    services.db,
    proposals,
    condition,
    [desc(proposals.createdAt), desc(proposals.id)],
    query,
  );
  return paged(await toProposals(services.db, rows), total, query);
}

/**
 * One step of the proposal machine once checkProposalAction (packages/api/src/rules/proposal-access.ts)
 * allowed it, guarded against a concurrent change.
 */
async function move(
  db: Executor,
  proposal: ProposalRow,
  to: ProposalState,
  extra: Partial<ProposalRow> = {},
) {
  const [row] = await db
    .update(proposals)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(proposals.id, proposal.id), eq(proposals.status, proposal.status)))
    .returning();
  if (!row) throw conflict('The proposal changed meanwhile; reload it');
  return row;
}

/** A notification about a proposal on a job. */
const proposalNotice = (
  request: { id: string; title: string },
  proposal: { id: string },
  kind: 'proposal_revised' | 'proposal_accepted' | 'proposal_rejected' | 'proposal_withdrawn',
  recipientId: string,
  actorId: string,
) => ({
  recipientId,
  kind,
  subject: { request_id: request.id, proposal_id: proposal.id },
  actorId,
  title: request.title,
});

/** One step of the proposal machine and the notification of the other side, in one transaction. */
async function moveAndTell(
  services: Services,
  proposal: ProposalRow,
  to: ProposalState,
  notice: ReturnType<typeof proposalNotice>,
  extra: Partial<ProposalRow> = {},
) {
  const row = await services.db.transaction(async (tx) => {
    const moved = await move(tx, proposal, to, extra);
    await emitNotification(tx, notice);
    return moved;
  });
  announce(services, [notice.recipientId]);
  return toProposal(services.db, row);
}

export async function acceptProposal(
  services: Services,
  userId: string,
  id: string,
  revision?: number,
  weeklyLimitHours?: number,
) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'accept'));
  if (isStaleRevision(proposal.revision, revision)) throw conflict(STALE_REVISION_MESSAGE);
  const missing = weeklyLimitRefusal(proposal.hourly, weeklyLimitHours);
  if (missing) throw badRequest(missing, { weekly_limit_hours: missing });
  const notice = proposalNotice(request, proposal, 'proposal_accepted', proposal.providerId, userId);
  return moveAndTell(services, proposal, proposalActions.accept.to, notice, {
    weeklyLimitHours: proposal.hourly ? (weeklyLimitHours ?? null) : null,
  });
}

export async function rejectProposal(services: Services, userId: string, id: string, reason: string) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'reject'));
  const notice = proposalNotice(request, proposal, 'proposal_rejected', proposal.providerId, userId);
  return moveAndTell(services, proposal, proposalActions.reject.to, notice, { rejectReason: reason || null });
}

export async function withdrawProposal(services: Services, userId: string, id: string) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'withdraw'));
  const notice = proposalNotice(request, proposal, 'proposal_withdrawn', request.clientId, userId);
  return moveAndTell(services, proposal, proposalActions.withdraw.to, notice);
}

/**
 * Provider confirms: proposal ONGOING, request ONGOING and the project started (startProject:
 * members, PENDING milestones or the hourly contract), in one transaction.
 */
export async function confirmProposal(services: Services, userId: string, id: string) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'confirm'));
  const projectId = newId();
  const result = await services.db.transaction(async (tx) => {
    const moved = await move(tx, proposal, proposalActions.confirm.to, { projectId });
    const started = await tx
      .update(requests)
      .set({ status: 'ONGOING', updatedAt: new Date() })
      .where(and(eq(requests.id, request.id), eq(requests.status, 'RECRUITING')))
      .returning({ id: requests.id });
    if (started.length === 0) throw conflict('The job changed meanwhile; reload it');
    const project = await startProject(tx, request, moved, projectId);
    return { moved, project };
  });
  const [project] = await toProjects(services.db, [result.project]);
  return { proposal: await toProposal(services.db, result.moved), project: project! };
}
