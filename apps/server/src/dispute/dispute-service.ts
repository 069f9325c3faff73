import {
  checkDisputeSide,
  refuseAcceptSettlement,
  refuseAnswer,
  refuseEscalate,
  refuseOpenDispute,
  refuseOpenWeekDispute,
  refuseProposeSettlement,
  refuseReplacedProposal,
  splitMoney,
  type DisputeRole,
  type DisputeSide,
  type DisputeSubject,
} from '@lancer/api/rules/dispute';
import { hourlyPaymentTitle, timesheetStatus, weekAmountCents, weekStartOf } from '@lancer/api/rules/hourly';
import type { MemberRole } from '@lancer/api/rules/project-access';
import type { DecideDisputeBody, ProposeSettlementBody } from '@lancer/api/schemas/dispute';
import type { NotificationKind } from '@lancer/api/schemas/notification';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { disputes, type DisputeRow } from '../db/dispute-schema';
import { hourlyWeeks } from '../db/hourly-schema';
import { milestones } from '../db/milestone-schema';
import { payments } from '../db/payment-schema';
import { projectMembers } from '../db/project-schema';
import { disputableWeek, holdWeek } from '../hourly/hourly-billing';
import { sendMoneyAfterCommit } from '../payment/money-sender';
import { AppError, badRequest, conflict, notFound, refuse } from '../http/errors';
import { once } from '../http/idempotency';
import { newId } from '../lib/ids';
import { announce, emitNotification } from '../notification/emit-notification';
import { lockMilestone } from '../milestone/milestone-lock';
import { loadProjectFor } from '../project/project-access';
import type { Services } from '../services';
import { checkEvidence, evidenceOf, saveEvidence, type EvidenceIds } from './dispute-evidence';
import { resolveDispute } from './dispute-money';
import { proposalOf, toDispute, toDisputes } from './dispute-view';

/**
 * A dispute between a project's client and provider over a milestone (decision 1500) or an hourly
 * week in its review (decision 1550), with the rules of rules/dispute.ts.
 */

const roleIn = (dispute: DisputeRow, userId: string): DisputeRole =>
  dispute.clientId === userId ? 'client' : dispute.providerId === userId ? 'provider' : null;

const factsOf = (dispute: DisputeRow) => ({
  status: dispute.status,
  openedBy: dispute.openedBy,
  openedAt: dispute.openedAt,
  proposedBy: dispute.proposedBy,
});

export async function loadDispute(db: Executor, disputeId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(disputes).where(eq(disputes.id, disputeId)).limit(1);
  const [dispute] = options.lock ? await query.for('update') : await query;
  if (!dispute) throw notFound('Dispute');
  return dispute;
}

/** The dispute (locked in the caller's transaction when asked) and the caller's side in it; 403 for anyone but its client and provider. */
async function loadFor(db: Executor, disputeId: string, userId: string, options: { lock?: boolean } = {}) {
  const dispute = await loadDispute(db, disputeId, options);
  const role = roleIn(dispute, userId);
  refuse(checkDisputeSide(role));
  return { dispute, role };
}

/** The status of a milestone's dispute, null without one (DISPUTE-HOLDS-MONEY). */
async function disputeStatusOf(db: Executor, milestoneId: string) {
  const [row] = await db
    .select({ status: disputes.status })
    .from(disputes)
    .where(eq(disputes.milestoneId, milestoneId));
  return row?.status ?? null;
}

/** Tells both sides but the actor (an administrator is neither, so both hear of a decision). */
export const tellSides = (
  tx: Executor,
  dispute: DisputeRow,
  kind: NotificationKind,
  actorId: string,
  title: string,
) =>
  emitNotification(
    tx,
    [dispute.clientId, dispute.providerId].map((recipientId) => ({
      recipientId,
      kind,
      subject: { project_id: dispute.projectId, milestone_id: dispute.milestoneId, dispute_id: dispute.id },
      actorId,
      title,
    })),
  );

/** What a dispute is about, named as the notifications and the history name it: a milestone's title or the week's. */
export async function subjectTitle(db: Executor, dispute: Pick<DisputeRow, 'subject' | 'milestoneId'>) {
  if (dispute.subject === 'hourly_week') {
    const [week] = await db
      .select({ start: hourlyWeeks.weekStart })
      .from(hourlyWeeks)
      .where(eq(hourlyWeeks.id, dispute.milestoneId));
    return week ? hourlyPaymentTitle(week.start) : '';
  }
  const [row] = await db
    .select({ title: milestones.title })
    .from(milestones)
    .where(eq(milestones.id, dispute.milestoneId));
  return row?.title ?? '';
}

/** A change of the dispute and its notification in one transaction; the sockets are told after the commit. */
async function stepAndTell(
  services: Services,
  userId: string,
  kind: NotificationKind,
  step: (tx: Executor) => Promise<DisputeRow | undefined>,
) {
  let told: string[] = [];
  const row = await services.db.transaction(async (tx) => {
    const changed = await step(tx);
    if (!changed) throw conflict('The dispute changed meanwhile; reload it');
    told = await tellSides(tx, changed, kind, userId, await subjectTitle(tx, changed));
    return changed;
  });
  announce(services, told);
  return toDispute(services.db, row);
}

/**
 * A step of a dispute by one of its sides (answer, propose, escalate): the dispute is locked
 * (`FOR UPDATE`) and the rules checked on it inside the step's transaction, as acceptance and
 * decision do, so two steps at once run one after the other and the second is refused by the
 * rules on what the first left (decision 1500), never on a state read before.
 */
const lockedStep = (
  services: Services,
  userId: string,
  disputeId: string,
  kind: NotificationKind,
  step: (tx: Executor, locked: Awaited<ReturnType<typeof loadFor>>) => Promise<DisputeRow | undefined>,
) =>
  stepAndTell(services, userId, kind, async (tx) =>
    step(tx, await loadFor(tx, disputeId, userId, { lock: true })),
  );

/** The split a proposal or a decision asks for, or 400 on provider_cents (DISPUTE-SPLIT). */
export function splitOf(
  dispute: DisputeRow,
  body: Pick<DecideDisputeBody | ProposeSettlementBody, 'outcome' | 'provider_cents'>,
) {
  const result = splitMoney(dispute.amountCents, body.outcome, body.provider_cents);
  if ('error' in result) throw badRequest(result.error, { provider_cents: result.error });
  return result.split;
}

/** What a new dispute is about, checked by the rules in the dispute's transaction. */
type Opening = {
  projectId: string;
  role: DisputeRole;
  subject: DisputeSubject;
  /** The milestone's id, or the held week's row. */
  subjectId: string;
  amountCents: number;
  currency: string;
  paymentId: string | null;
};

/** DISPUTE-HOLDS-MONEY: checked under the milestone's lock, which its payment takes too. */
async function milestoneOpening(tx: Executor, userId: string, milestoneId: string): Promise<Opening> {
  const milestone = await lockMilestone(tx, milestoneId);
  const { project, role } = await loadProjectFor(tx, milestone.projectId, userId);
  refuse(
    refuseOpenDispute(role, {
      status: milestone.status,
      delivered: Boolean(milestone.deliveredAt),
      projectOngoing: project.status === 'ONGOING',
      disputed: (await disputeStatusOf(tx, milestone.id)) !== null,
    }),
  );
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.milestoneId, milestone.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!payment) throw conflict('This milestone has no payment to dispute');
  return {
    projectId: project.id,
    role,
    subject: 'milestone',
    subjectId: milestone.id,
    amountCents: milestone.amountCents,
    currency: milestone.currency,
    paymentId: payment.id,
  };
}

/** DISPUTE-HOURLY-WEEK (decision 1550): a week in its review, held from the dispute's transaction on. */
async function weekOpening(
  services: Services,
  tx: Executor,
  userId: string,
  input: { project_id: string; week_start: string },
): Promise<Opening> {
  const { project, role } = await loadProjectFor(tx, input.project_id, userId);
  const week = weekStartOf(`${input.week_start}T00:00:00Z`);
  const { contract, row, minutes } = await disputableWeek(tx, project.id, week);
  if (!contract) throw new AppError(409, 'INVALID_STATE_TRANSITION', 'This project is not hourly');
  refuse(
    refuseOpenWeekDispute(role, {
      status: timesheetStatus(week, services.clock.now(), row?.status ?? null),
      minutes,
      projectOngoing: project.status === 'ONGOING',
      disputed: row?.status === 'held' || row?.status === 'resolved',
    }),
  );
  return {
    projectId: project.id,
    role,
    subject: 'hourly_week',
    subjectId: (await holdWeek(tx, project.id, week)).id,
    amountCents: weekAmountCents(minutes, contract.rateCents),
    currency: contract.currency,
    paymentId: null,
  };
}

export async function openDispute(
  services: Services,
  userId: string,
  body: {
    milestone_id?: string;
    hourly_week?: { project_id: string; week_start: string };
    reason: DisputeRow['reason'];
    statement: string;
    evidence?: Partial<EvidenceIds>;
  },
) {
  const evidence = evidenceOf(body.evidence);
  return stepAndTell(services, userId, 'dispute_opened', async (tx) => {
    const opening = body.hourly_week
      ? await weekOpening(services, tx, userId, body.hourly_week)
      : await milestoneOpening(tx, userId, body.milestone_id ?? '');
    await checkEvidence(tx, userId, opening.projectId, evidence);
    const sides = await tx
      .select({ userId: projectMembers.userId, role: projectMembers.role })
      .from(projectMembers)
      .where(
        and(
          eq(projectMembers.projectId, opening.projectId),
          inArray(projectMembers.role, ['client', 'provider']),
        ),
      );
    const sideId = (side: MemberRole) => sides.find((member) => member.role === side)?.userId ?? '';
    const [opened] = await tx
      .insert(disputes)
      .values({
        id: newId(),
        projectId: opening.projectId,
        subject: opening.subject,
        milestoneId: opening.subjectId,
        paymentId: opening.paymentId,
        clientId: sideId('client'),
        providerId: sideId('provider'),
        amountCents: opening.amountCents,
        currency: opening.currency,
        status: 'OPEN',
        openedBy: opening.role as DisputeSide,
        reason: body.reason,
        statement: body.statement,
      })
      // Both sides opening at the same moment: one dispute, the other call is refused.
      .onConflictDoNothing()
      .returning();
    if (!opened)
      throw conflict(`This ${opening.subject === 'milestone' ? 'milestone' : 'week'} already has a dispute`);
    await saveEvidence(tx, userId, opened.id, 'statement', evidence);
    return opened;
  });
}

export async function answerDispute(
  services: Services,
  userId: string,
  body: { dispute_id: string; answer: string; evidence?: Partial<EvidenceIds> },
) {
  const evidence = evidenceOf(body.evidence);
  return lockedStep(services, userId, body.dispute_id, 'dispute_answered', async (tx, { dispute, role }) => {
    refuse(refuseAnswer(role, factsOf(dispute)));
    await checkEvidence(tx, userId, dispute.projectId, evidence);
    const [answered] = await tx
      .update(disputes)
      .set({ status: 'ANSWERED', answer: body.answer, answeredAt: new Date() })
      .where(eq(disputes.id, dispute.id))
      .returning();
    await saveEvidence(tx, userId, answered!.id, 'answer', evidence);
    return answered;
  });
}

export async function proposeSettlement(services: Services, userId: string, body: ProposeSettlementBody) {
  return lockedStep(
    services,
    userId,
    body.dispute_id,
    'dispute_settlement_proposed',
    async (tx, { dispute, role }) => {
      refuse(refuseProposeSettlement(role, factsOf(dispute)));
      const split = splitOf(dispute, body);
      const [proposed] = await tx
        .update(disputes)
        .set({
          proposedOutcome: body.outcome,
          proposedProviderCents: split.provider_cents,
          proposedBy: role as DisputeSide,
          proposedAt: new Date(),
          proposalVersion: sql`${disputes.proposalVersion} + 1`,
        })
        .where(eq(disputes.id, dispute.id))
        .returning();
      return proposed;
    },
  );
}

export async function acceptSettlement(
  services: Services,
  userId: string,
  body: { dispute_id: string; proposal_version: number; idempotency_key: string },
) {
  const call = {
    userId,
    key: body.idempotency_key,
    operation: 'acceptSettlement',
    args: { dispute_id: body.dispute_id, proposal_version: body.proposal_version },
  };
  let told: string[] = [];
  const answer = await once(services.db, call, async (tx) => {
    // Locked: a proposal replacing this one waits for the acceptance, and then finds it settled.
    const { dispute, role } = await loadFor(tx, body.dispute_id, userId, { lock: true });
    refuse(refuseAcceptSettlement(role, factsOf(dispute)));
    const replaced = refuseReplacedProposal(proposalOf(dispute)!, body.proposal_version);
    if (replaced) throw new AppError(replaced.status, replaced.code, replaced.message, replaced.fields);
    const resolved = await resolveDispute(tx, services, dispute, {
      from: ['OPEN', 'ANSWERED'],
      to: 'SETTLED',
      outcome: dispute.proposedOutcome!,
      split: splitOf(dispute, {
        outcome: dispute.proposedOutcome!,
        provider_cents: dispute.proposedProviderCents ?? undefined,
      }),
      decidedBy: null,
      reason: null,
    });
    told = await tellSides(tx, resolved.dispute, 'dispute_settled', userId, await subjectTitle(tx, dispute));
    return toDispute(tx, resolved.dispute);
  });
  announce(services, told);
  await sendMoneyAfterCommit(services);
  return answer;
}

export async function escalateDispute(services: Services, userId: string, disputeId: string) {
  return lockedStep(services, userId, disputeId, 'dispute_escalated', async (tx, { dispute, role }) => {
    refuse(refuseEscalate(role, factsOf(dispute), new Date()));
    const [escalated] = await tx
      .update(disputes)
      .set({ status: 'ESCALATED', escalatedAt: new Date() })
      .where(eq(disputes.id, dispute.id))
      .returning();
    return escalated;
  });
}

export async function fetchDispute(services: Services, userId: string, disputeId: string) {
  const { dispute } = await loadFor(services.db, disputeId, userId);
  return toDispute(services.db, dispute);
}

export async function fetchProjectDisputes(services: Services, userId: string, projectId: string) {
  const { role } = await loadProjectFor(services.db, projectId, userId);
  refuse(checkDisputeSide(role));
  const rows = await services.db
    .select()
    .from(disputes)
    .where(eq(disputes.projectId, projectId))
    .orderBy(desc(disputes.openedAt));
  return { items: await toDisputes(services.db, rows) };
}
