import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';

import { checkProposalAction, checkProposalVisible, proposalSideOf } from '@lancer/api/rules/proposal-access';
import { checkNewProposal } from '@lancer/api/rules/request-access';
import { proposalActions, type ProposalState } from '@lancer/api/states/proposal';

import type { Executor } from '../db/client';
import {
  milestones,
  projectMembers,
  projects,
  proposals,
  requests,
  type ProposalRow,
} from '../db/marketplace-schema';
import { conflict, notFound, refuse } from '../http/errors';
import { newId } from '../lib/ids';
import { paged, readPage, type PageQuery } from '../lib/paging';
import { toProjects } from '../project/project-view';
import { isInvited, markInvitationProposed } from '../invitation/invitation-lookup';
import { loadRequest } from '../request/request-service';
import type { Services } from '../services';
import { toProposal, toProposals } from './proposal-view';

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
};

export async function createProposal(services: Services, providerId: string, input: CreateInput) {
  const request = await loadRequest(services.db, input.request_id);
  const [existing] = await services.db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.requestId, request.id), eq(proposals.providerId, providerId)));
  const invited = await isInvited(services.db, request.id, providerId);
  refuse(checkNewProposal(request, providerId, Boolean(existing), invited));
  const [row] = await services.db
    .insert(proposals)
    .values({
      id: newId(),
      requestId: request.id,
      providerId,
      priceCents: input.price_cents,
      currency: input.currency,
      durationDays: input.duration_days,
      notes: input.notes,
      milestones: input.milestones,
      paymentPlan: input.payment_plan,
      status: 'APPLYING',
    })
    .returning();
  await markInvitationProposed(services.db, request.id, providerId, row!.id);
  return toProposal(services.db, row!);
}

export async function fetchProposal(services: Services, userId: string, id: string) {
  const { proposal } = await loadProposalFor(services.db, id, userId);
  return toProposal(services.db, proposal);
}

type ListQuery = PageQuery & { scope: 'sent' | 'received'; request_id?: string; status?: ProposalState };

export async function fetchProposals(services: Services, userId: string, query: ListQuery) {
  const where: SQL[] = [];
  if (query.scope === 'sent') where.push(eq(proposals.providerId, userId));
  else {
    const mine = services.db.select({ id: requests.id }).from(requests).where(eq(requests.clientId, userId));
    where.push(inArray(proposals.requestId, mine));
  }
  if (query.request_id) where.push(eq(proposals.requestId, query.request_id));
  if (query.status) where.push(eq(proposals.status, query.status));
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

export async function acceptProposal(services: Services, userId: string, id: string) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'accept'));
  return toProposal(services.db, await move(services.db, proposal, proposalActions.accept.to));
}

export async function rejectProposal(services: Services, userId: string, id: string, reason: string) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'reject'));
  return toProposal(
    services.db,
    await move(services.db, proposal, proposalActions.reject.to, { rejectReason: reason || null }),
  );
}

export async function withdrawProposal(services: Services, userId: string, id: string) {
  const { proposal, request, side } = await loadProposalFor(services.db, id, userId);
  refuse(checkProposalAction(side, proposal.status, request.status, 'withdraw'));
  return toProposal(services.db, await move(services.db, proposal, proposalActions.withdraw.to));
}

/** Provider confirms: proposal ONGOING, project + members + PENDING milestones, request ONGOING, in one transaction. */
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
    const [project] = await tx
      .insert(projects)
      .values({
        id: projectId,
        title: request.title,
        requestId: request.id,
        proposalId: proposal.id,
        clientId: request.clientId,
        status: 'ONGOING',
        budgetCents: proposal.priceCents,
        currency: proposal.currency,
      })
      .returning();
    await tx.insert(projectMembers).values([
      { projectId, userId: request.clientId, role: 'client' },
      { projectId, userId: proposal.providerId, role: 'provider' },
    ]);
    await tx.insert(milestones).values(
      proposal.milestones.map((planned, index) => ({
        id: newId(),
        projectId,
        position: index + 1,
        title: planned.title,
        description: planned.description,
        amountCents: planned.amount_cents,
        currency: proposal.currency,
        dueDate: planned.due_date,
        status: 'PENDING' as const,
      })),
    );
    return { moved, project: project! };
  });
  const [project] = await toProjects(services.db, [result.project]);
  return { proposal: await toProposal(services.db, result.moved), project: project! };
}
