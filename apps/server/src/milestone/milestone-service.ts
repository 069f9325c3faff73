import { and, count, desc, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { refuseMilestoneInDispute } from '@lancer/api/rules/dispute';
import { checkMilestoneAction } from '@lancer/api/rules/project-access';
import { checkCardPayee } from '@lancer/api/rules/payment-access';
import type { milestoneActions, MilestoneState } from '@lancer/api/states/milestone';

import type { Executor } from '../db/client';
import { disputes } from '../db/dispute-schema';
import { issues } from '../db/issue-schema';
import { milestones, type MilestoneRow } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projectMembers } from '../db/project-schema';
import { AppError, conflict, refuse } from '../http/errors';
import { fundingPaymentOf } from '../ledger/ledger-reads';
import { recordHeld, recordReleased } from '../ledger/money-movements';
import { once } from '../http/idempotency';
import { newId } from '../lib/ids';
import { announce, emitToProject } from '../notification/emit-notification';
import { writeMilestoneRelease } from '../payment/money-moves';
import { sendMoneyAfterCommit } from '../payment/money-sender';
import { openCheckout } from '../payment/payment-checkout';
import { toPayment } from '../payment/payment-view';
import { loadProjectFor } from '../project/project-access';
import { lockMilestone } from './milestone-lock';
import { toMilestone } from '../project/project-view';
import type { Services } from '../services';
import { loadMethods } from '../user/profile-service';

type Action = keyof typeof milestoneActions;

const openIssuesMessage = (open: number) =>
  `${open} open issue${open === 1 ? ' is' : 's are'} linked to this milestone; approve anyway to go on`;

/**
 * The milestone, locked for the rest of the caller's transaction (milestone-lock.ts), its project,
 * and a check that the user's side may take the action in this state and that no dispute holds it.
 */
async function loadFor(tx: Executor, milestoneId: string, userId: string, action: Action) {
  const milestone = await lockMilestone(tx, milestoneId);
  const { project, role } = await loadProjectFor(tx, milestone.projectId, userId);
  const facts = { status: milestone.status, delivered: Boolean(milestone.deliveredAt) };
  refuse(checkMilestoneAction(role, project.status, facts, action));
  const [dispute] = await tx
    .select({ status: disputes.status })
    .from(disputes)
    .where(eq(disputes.milestoneId, milestoneId));
  refuse(refuseMilestoneInDispute(dispute?.status ?? null));
  return { milestone, project };
}

async function update(
  db: Executor,
  row: MilestoneRow,
  set: Partial<MilestoneRow> & { status?: MilestoneState },
) {
  const [updated] = await db
    .update(milestones)
    .set(set)
    .where(and(eq(milestones.id, row.id), eq(milestones.status, row.status)))
    .returning();
  if (!updated) throw conflict('The milestone changed meanwhile; reload it');
  return updated;
}

async function providerOf(db: Executor, projectId: string) {
  const [member] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'provider')));
  if (!member) throw new AppError(409, 'CONFLICT', 'The project has no provider to pay');
  return member.userId;
}

/** Tells the other side of the project of a milestone step, in the step's transaction. */
const tellOtherSide = (
  tx: Executor,
  milestone: MilestoneRow,
  kind:
    | 'milestone_funded'
    | 'milestone_started'
    | 'milestone_delivered'
    | 'milestone_approved'
    | 'milestone_paid',
  actorId: string,
) =>
  emitToProject(tx, milestone.projectId, {
    kind,
    subject: { project_id: milestone.projectId, milestone_id: milestone.id },
    actorId,
    title: milestone.title,
  });

/** The step and its notification in one transaction; the sockets are told after the commit. */
async function stepAndTell(
  services: Services,
  userId: string,
  kind: Parameters<typeof tellOtherSide>[2],
  step: (tx: Executor) => Promise<MilestoneRow>,
) {
  let told: string[] = [];
  const row = await services.db.transaction(async (tx) => {
    const updated = await step(tx);
    told = await tellOtherSide(tx, updated, kind, userId);
    return updated;
  });
  announce(services, told);
  return toMilestone(row);
}

export async function fundMilestone(
  services: Services,
  userId: string,
  input: { milestone_id: string; method: 1 | 2 | 3; idempotency_key: string },
) {
  const call = { userId, key: input.idempotency_key, operation: 'fundMilestone', args: input };
  let told: string[] = [];
  const answer = await once(services.db, call, async (tx) => {
    const { milestone, project } = await loadFor(tx, input.milestone_id, userId, 'fund');
    const payeeId = await providerOf(tx, project.id);
    const [inProgress] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.milestoneId, milestone.id), eq(payments.status, 'OUTSTANDING')))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (inProgress) {
      if (inProgress.method !== input.method)
        throw conflict('This milestone already has a payment in progress');
      return { milestone: toMilestone(milestone), payment: await toPayment(tx, inProgress) };
    }
    const card = input.method === MoneyCollectingMethodType.STRIPE_CHECKOUT;
    if (card) refuse(checkCardPayee(await loadMethods(tx, payeeId)));
    const paymentId = newId();
    const checkout = card
      ? await openCheckout(services, {
          paymentId,
          projectId: project.id,
          amountCents: milestone.amountCents,
          currency: milestone.currency,
          description: `${project.title}: ${milestone.title}`,
        })
      : null;
    const [payment] = await tx
      .insert(payments)
      .values({
        id: paymentId,
        projectId: project.id,
        milestoneId: milestone.id,
        payerId: userId,
        payeeId,
        amountCents: milestone.amountCents,
        currency: milestone.currency,
        method: input.method,
        status: 'OUTSTANDING',
        checkoutUrl: checkout?.url ?? null,
        checkoutSessionId: checkout?.sessionId ?? null,
      })
      .returning();
    // Off-platform methods fund at once; a card payment funds when the money arrives.
    const funded = card
      ? milestone
      : await update(tx, milestone, { status: 'OUTSTANDING', fundedAt: new Date() });
    if (!card) await recordHeld(tx, milestone.id, payment!);
    if (!card) told = await tellOtherSide(tx, funded, 'milestone_funded', userId);
    return { milestone: toMilestone(funded), payment: await toPayment(tx, payment!) };
  });
  announce(services, told);
  return answer;
}

export async function startMilestone(services: Services, userId: string, id: string) {
  return stepAndTell(services, userId, 'milestone_started', async (tx) => {
    const { milestone } = await loadFor(tx, id, userId, 'start');
    return update(tx, milestone, { status: 'IMPLEMENTING' });
  });
}

export async function deliverMilestone(services: Services, userId: string, id: string, note: string) {
  return stepAndTell(services, userId, 'milestone_delivered', async (tx) => {
    const { milestone } = await loadFor(tx, id, userId, 'deliver');
    return update(tx, milestone, { deliveredAt: new Date(), deliveryNote: note });
  });
}

export async function approveMilestone(
  services: Services,
  userId: string,
  id: string,
  approveWithOpenIssues = false,
) {
  return stepAndTell(services, userId, 'milestone_approved', async (tx) => {
    const { milestone } = await loadFor(tx, id, userId, 'approve');
    const [open] = await tx
      .select({ n: count() })
      .from(issues)
      .where(and(eq(issues.milestoneId, id), eq(issues.state, 'open')));
    if ((open?.n ?? 0) > 0 && !approveWithOpenIssues) throw conflict(openIssuesMessage(open!.n));
    return update(tx, milestone, { status: 'DONE', approvedAt: new Date() });
  });
}

/**
 * Releases the money of an approved milestone to the provider: a card funding's held money is
 * transferred to the provider's account after the commit. A milestone is only worked on once
 * funded (a card payment funds it when the money arrives; off-platform methods when the client
 * marks or proves it), so no second check of the funding payment here.
 */
export async function payMilestone(services: Services, userId: string, id: string, key: string) {
  const call = { userId, key, operation: 'payMilestone', args: { milestone_id: id } };
  let told: string[] = [];
  const answer = await once(services.db, call, async (tx) => {
    const { milestone, project } = await loadFor(tx, id, userId, 'pay');
    const paid = await update(tx, milestone, { status: 'PAID', paidAt: new Date() });
    await recordReleased(tx, milestone.id, {
      projectId: project.id,
      amountCents: milestone.amountCents,
      currency: milestone.currency,
      payeeId: await providerOf(tx, project.id),
      paymentId: await fundingPaymentOf(tx, milestone.id),
      cause: { kind: 'release', id: key },
    });
    // The held money goes to the provider after the commit (`transfer:milestone:<id>`, decision 2010).
    await writeMilestoneRelease(tx, services, milestone.id);
    told = await tellOtherSide(tx, paid, 'milestone_paid', userId);
    return toMilestone(paid);
  });
  announce(services, told);
  await sendMoneyAfterCommit(services);
  return answer;
}
