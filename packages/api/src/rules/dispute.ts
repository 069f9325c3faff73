import type { TimesheetStatus } from './hourly';
import { conflict, forbidden, wrongState, type Refusal } from './refusal';

/**
 * Disputes over a funded, delivered milestone (decision 1500) or an hourly week in its review
 * (decision 1550). The server (dispute-service.ts,
 * console-service.ts) and the mocks (mocks/db/disputes.ts) decide with these functions.
 *
 * DISPUTE-STATES: OPEN (waiting for the other side's answer) -> ANSWERED -> SETTLED (both agreed)
 * or ESCALATED -> DECIDED (an administrator). OPEN may also be SETTLED, or ESCALATED by the one who
 * opened it once the answer window has passed.
 */

export const disputeStatuses = ['OPEN', 'ANSWERED', 'ESCALATED', 'SETTLED', 'DECIDED'] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

export const disputeReasons = ['not_delivered', 'quality', 'scope', 'other'] as const;
export type DisputeReason = (typeof disputeReasons)[number];

export const disputeOutcomes = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/**
 * What a dispute is about: a milestone's funded money, or an hourly week's bill (decision 1550).
 * A week's dispute names the week's row where a milestone's names the milestone, as its payment does.
 */
export const disputeSubjects = ['milestone', 'hourly_week'] as const;
export type DisputeSubject = (typeof disputeSubjects)[number];

/** How long the other side has to answer before the opener may escalate without an answer. */
export const DISPUTE_ANSWER_WINDOW_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const disputeAnswerDueAt = (openedAt: Date | string) =>
  new Date(new Date(openedAt).getTime() + DISPUTE_ANSWER_WINDOW_DAYS * DAY_MS);

export type DisputeSide = 'client' | 'provider';
/** The caller's role in the milestone's project, null when not a member. */
export type DisputeRole = DisputeSide | 'contributor' | null;

const isSide = (role: DisputeRole): role is DisputeSide => role === 'client' || role === 'provider';
const isActive = (status: DisputeStatus) => status === 'OPEN' || status === 'ANSWERED';

/**
 * DISPUTE-SIDES: a dispute, or a project's list of them, is read by the project's client and
 * provider only; collaborators and others are refused (administrators use the console's calls).
 */
export const checkDisputeSide = (role: DisputeRole): Refusal | null =>
  isSide(role) ? null : forbidden("Only the project's client and provider can see its disputes");

/** The milestone a dispute may be opened on: funded, delivered, not yet paid, in an ONGOING project. */
export type DisputableMilestone = {
  status: 'PENDING' | 'OUTSTANDING' | 'IMPLEMENTING' | 'DONE' | 'PAID';
  delivered: boolean;
  projectOngoing: boolean;
  /** A dispute already exists on it (open or resolved): one per milestone. */
  disputed: boolean;
};

/**
 * Who may open a dispute at all, on what: one side of the project, once per subject; a milestone
 * only in an ongoing project, a week in its review also after the project closed
 * (HOURLY-CLOSED-PROJECT: the week was worked before the close and is billed unless disputed).
 */
function refuseOpening(
  role: DisputeRole,
  subject: { projectOngoing: boolean; disputed: boolean },
  what: 'milestone' | 'week',
): Refusal | null {
  if (!isSide(role)) return forbidden('Only the client and the provider of a project can open a dispute');
  if (!subject.projectOngoing && what === 'milestone')
    return wrongState('The project is finished; nothing can change in it');
  if (subject.disputed) return conflict(`This ${what} already has a dispute`);
  return null;
}

export function refuseOpenDispute(role: DisputeRole, milestone: DisputableMilestone): Refusal | null {
  const refused = refuseOpening(role, milestone, 'milestone');
  if (refused) return refused;
  if (milestone.status === 'PENDING')
    return wrongState('This milestone is not funded; there is no money to dispute');
  if (milestone.status === 'PAID') return wrongState('This milestone is already paid');
  if (!milestone.delivered) return wrongState('The provider has not delivered this milestone yet');
  return null;
}

/**
 * An hourly week a dispute may be opened on (DISPUTE-HOURLY-WEEK, decision 1550): closed and in
 * its review window, not reviewed yet (approved weeks are billed and charged; Upwork's hourly
 * protection takes disputes in the review too), with time logged.
 */
export type DisputableWeek = {
  status: TimesheetStatus;
  minutes: number;
  projectOngoing: boolean;
  disputed: boolean;
};

export function refuseOpenWeekDispute(role: DisputeRole, week: DisputableWeek): Refusal | null {
  const refused = refuseOpening(role, week, 'week');
  if (refused) return refused;
  if (week.status === 'open')
    return wrongState('This week is still open; a week is disputed in its review, once it has closed');
  if (week.status !== 'in_review')
    return wrongState('This week was reviewed and billed; only a week in its review can be disputed');
  if (week.minutes === 0) return wrongState('No time was logged this week; there is nothing to dispute');
  return null;
}

/** DISPUTE-HOLDS-MONEY: while a milestone has a dispute, none of its own actions (approve, pay...) go on. */
export const refuseMilestoneInDispute = (disputeStatus: DisputeStatus | null): Refusal | null =>
  disputeStatus === null
    ? null
    : isActive(disputeStatus) || disputeStatus === 'ESCALATED'
      ? wrongState('This milestone is in dispute; its money is held until the dispute ends')
      : wrongState('This milestone was settled by its dispute; nothing more changes in it');

export type DisputeFacts = {
  status: DisputeStatus;
  /** The side that opened it. */
  openedBy: DisputeSide;
  openedAt: Date | string;
  /** The side whose settlement proposal waits, null without one. */
  proposedBy: DisputeSide | null;
};

const notParty = () => forbidden('Only the client and the provider of this project can act on its dispute');

export function refuseAnswer(role: DisputeRole, dispute: DisputeFacts): Refusal | null {
  if (!isSide(role)) return notParty();
  if (role === dispute.openedBy)
    return forbidden('The other side answers a dispute, not the one who opened it');
  if (dispute.status !== 'OPEN')
    return wrongState(`This dispute is ${dispute.status}; it takes no answer now`);
  return null;
}

export function refuseProposeSettlement(role: DisputeRole, dispute: DisputeFacts): Refusal | null {
  if (!isSide(role)) return notParty();
  if (!isActive(dispute.status))
    return wrongState(`This dispute is ${dispute.status}; a settlement can no longer be proposed`);
  return null;
}

export function refuseAcceptSettlement(role: DisputeRole, dispute: DisputeFacts): Refusal | null {
  if (!isSide(role)) return notParty();
  if (!isActive(dispute.status))
    return wrongState(`This dispute is ${dispute.status}; there is nothing to accept`);
  if (!dispute.proposedBy) return wrongState('No settlement has been proposed yet');
  if (dispute.proposedBy === role)
    return forbidden('The other side accepts a settlement, not the one who proposed it');
  return null;
}

/** A waiting proposal as both sides read it; `version` counts the proposals of the dispute. */
export type WaitingProposal = MoneySplit & {
  version: number;
  outcome: DisputeOutcome;
  proposed_by: DisputeSide;
};

/**
 * SETTLEMENT-NAMES-PROPOSAL: an acceptance names the proposal it read; when another replaced it
 * since, 409 with the one now waiting in `fields` (proposal.version, .outcome, .provider_cents,
 * .client_cents, .proposed_by), so the screen can show it and ask again.
 */
export function refuseReplacedProposal(
  current: WaitingProposal,
  acceptedVersion: number,
): (Refusal & { fields: Record<string, string> }) | null {
  if (current.version === acceptedVersion) return null;
  return {
    ...conflict(
      'The proposal was replaced since you read it; read the one now waiting and accept it if you agree',
    ),
    fields: {
      'proposal.version': String(current.version),
      'proposal.outcome': current.outcome,
      'proposal.provider_cents': String(current.provider_cents),
      'proposal.client_cents': String(current.client_cents),
      'proposal.proposed_by': current.proposed_by,
    },
  };
}

export function refuseEscalate(role: DisputeRole, dispute: DisputeFacts, now: Date): Refusal | null {
  if (!isSide(role)) return notParty();
  if (dispute.status === 'ANSWERED') return null;
  if (dispute.status !== 'OPEN')
    return wrongState(`This dispute is ${dispute.status}; it cannot be escalated`);
  if (role !== dispute.openedBy)
    return wrongState('Answer the dispute first; then either side can take it to an administrator');
  if (now.getTime() < disputeAnswerDueAt(dispute.openedAt).getTime())
    return wrongState(
      `The other side has ${DISPUTE_ANSWER_WINDOW_DAYS} days to answer; you can escalate once they answer or the time is up`,
    );
  return null;
}

/** DISPUTE-NO-OWN-CASE: why an administrator who is the dispute's client or provider cannot decide it. */
export const OWN_CASE_MESSAGE = 'You are a side of this dispute; another administrator decides it';

/** Whether the user is the dispute's client or provider (an administrator may be, on their own projects). */
export const isSideOf = (sides: { clientId: string; providerId: string }, userId: string) =>
  sides.clientId === userId || sides.providerId === userId;

/** An administrator decides an escalated dispute once, and never one they are a side of. */
export const refuseDecide = (status: DisputeStatus, operatorIsSide: boolean): Refusal | null =>
  operatorIsSide
    ? forbidden(OWN_CASE_MESSAGE)
    : status === 'ESCALATED'
      ? null
      : status === 'DECIDED' || status === 'SETTLED'
        ? conflict(`This dispute was already ${status.toLowerCase()}`)
        : wrongState(`This dispute is ${status}; only an escalated dispute is decided`);

/** Where the milestone's money goes, in cents: always the whole amount, never a cent more or less. */
export type MoneySplit = { provider_cents: number; client_cents: number };

/**
 * DISPUTE-SPLIT: release gives the provider everything, refund gives the client everything, a split
 * gives the provider `providerCents` (a whole number strictly between 0 and the amount) and the
 * client the rest. Answers the split, or the message for the `provider_cents` field.
 */
export function splitMoney(
  amountCents: number,
  outcome: DisputeOutcome,
  providerCents?: number | null,
): { split: MoneySplit } | { error: string } {
  if (outcome === 'release') return { split: { provider_cents: amountCents, client_cents: 0 } };
  if (outcome === 'refund') return { split: { provider_cents: 0, client_cents: amountCents } };
  if (providerCents === undefined || providerCents === null || !Number.isInteger(providerCents))
    return { error: 'Give the provider’s share in whole cents' };
  if (providerCents <= 0 || providerCents >= amountCents)
    return { error: 'A split gives each side part of the money: more than 0 and less than the whole' };
  return { split: { provider_cents: providerCents, client_cents: amountCents - providerCents } };
}

/** A share of an amount as whole cents (a 60/40 split of 150.00 gives the provider 90.00). */
export const percentOf = (amountCents: number, percent: number) => Math.round((amountCents * percent) / 100);

/** The console's queue: oldest first, or largest amount first (then oldest). */
export function compareQueue(order: 'age' | 'amount') {
  return (a: { amount_cents: number; opened_at: string }, b: { amount_cents: number; opened_at: string }) =>
    order === 'amount' && a.amount_cents !== b.amount_cents
      ? b.amount_cents - a.amount_cents
      : a.opened_at.localeCompare(b.opened_at);
}
