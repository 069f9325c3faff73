import { z } from 'zod';

import { disputeOutcomes, disputeReasons, disputeStatuses, disputeSubjects } from '../rules/dispute';
import { DISPUTE_EVIDENCE_MAX } from '../rules/dispute-evidence';
import { chatFileSchema } from './chat';
import {
  centsSchema,
  currencySchema,
  dateSchema,
  idSchema,
  timestampSchema,
  userSummarySchema,
} from './common';
import { issueStateSchema } from './issue';

/** Disputes over a milestone's money (decision 1500) or an hourly week's bill (decision 1550), rules/dispute.ts. */

export const disputeStatusSchema = z.enum(disputeStatuses);
export const disputeReasonSchema = z.enum(disputeReasons, { error: 'Choose a reason' });
export const disputeOutcomeSchema = z.enum(disputeOutcomes, { error: 'Choose release, refund or split' });
export const disputeSideSchema = z.enum(['client', 'provider']);
export const disputeSubjectSchema = z.enum(disputeSubjects);

/** The hourly week a dispute is about (decision 1550): its Monday, its time and rate when opened. */
export const disputedWeekSchema = z.object({
  week_start: dateSchema,
  minutes: z.number().int().nonnegative(),
  rate_cents: centsSchema,
});

export const moneySplitSchema = z.object({ provider_cents: centsSchema, client_cents: centsSchema });

/** A settlement one side proposed, waiting for the other. */
export const settlementProposalSchema = moneySplitSchema.extend({
  /** SETTLEMENT-NAMES-PROPOSAL: 1 for the dispute's first proposal, one more for each that replaced it. */
  version: z.number().int().min(1),
  outcome: disputeOutcomeSchema,
  proposed_by: disputeSideSchema,
  proposed_at: timestampSchema,
});

/** How a dispute ended: agreed by both (SETTLED) or decided by an administrator (DECIDED). */
export const disputeResolutionSchema = moneySplitSchema.extend({
  outcome: disputeOutcomeSchema,
  /** The administrator's written reason; null for a settlement. */
  reason: z.string().nullable(),
  decided_by: userSummarySchema.nullable(),
  /** The payment provider's refund id when money went back to the client through it. */
  refund_id: z.string().nullable(),
  resolved_at: timestampSchema,
});

/** An issue of the project given as evidence. */
export const evidenceIssueSchema = z.object({
  id: idSchema,
  number: z.number().int().min(1),
  title: z.string(),
  state: issueStateSchema,
});

/** A chat message given as evidence: its words as they are now (empty and `deleted` once deleted). */
export const evidenceMessageSchema = z.object({
  id: idSchema,
  conversation_id: idSchema,
  sender: userSummarySchema,
  body: z.string(),
  sent_at: timestampSchema,
  deleted: z.boolean(),
});

/** What one side gave with its statement or answer (DISPUTE-EVIDENCE, decision 1540). */
export const disputeEvidenceSchema = z.object({
  /** Served to the dispute's two sides and administrators (DISPUTE-EVIDENCE-ACCESS). */
  files: z.array(chatFileSchema),
  issues: z.array(evidenceIssueSchema),
  messages: z.array(evidenceMessageSchema),
});
export type DisputeEvidence = z.infer<typeof disputeEvidenceSchema>;

const evidenceIds = (what: string) =>
  z.array(idSchema).max(DISPUTE_EVIDENCE_MAX, `At most ${DISPUTE_EVIDENCE_MAX} ${what}`).default([]);

/** Evidence to give: uploaded files (uploadChatFile's ids), the project's issues, chat messages. */
export const evidenceInputSchema = z.object({
  file_ids: evidenceIds('files'),
  issue_ids: evidenceIds('issues'),
  message_ids: evidenceIds('messages'),
});
export type EvidenceInput = z.input<typeof evidenceInputSchema>;

export const disputeSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  project_title: z.string(),
  /** A milestone, or an hourly week in its review (decision 1550). */
  subject: disputeSubjectSchema,
  /** The milestone's id, or the hourly week's (as its payment names it, decision 1400). */
  milestone_id: idSchema,
  /** The milestone's title, or "Hours, week of <Monday>" as payment history names the week. */
  milestone_title: z.string(),
  /** The hourly week disputed; null for a milestone. */
  week: disputedWeekSchema.nullable(),
  /** The milestone's amount, or the week's time at its rate (HOURLY-BILLING-CENTS). */
  amount_cents: centsSchema,
  currency: currencySchema,
  client: userSummarySchema,
  provider: userSummarySchema,
  status: disputeStatusSchema,
  opened_by: disputeSideSchema,
  reason: disputeReasonSchema,
  statement: z.string(),
  /** The opener's evidence, given with the statement. */
  statement_evidence: disputeEvidenceSchema,
  opened_at: timestampSchema,
  /** Until when the other side may answer before the opener can escalate alone. */
  answer_due_at: timestampSchema,
  answer: z.string().nullable(),
  /** The other side's evidence, given with the answer (empty before it). */
  answer_evidence: disputeEvidenceSchema,
  answered_at: timestampSchema.nullable(),
  proposal: settlementProposalSchema.nullable(),
  escalated_at: timestampSchema.nullable(),
  resolution: disputeResolutionSchema.nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

const statementSchema = (empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(5_000, 'At most 5,000 characters');

export const openDisputeBodySchema = z
  .object({
    /** A funded, delivered milestone; or `hourly_week` instead. */
    milestone_id: idSchema.optional(),
    /** An hourly week in its review (decision 1550), named by its project and Monday. */
    hourly_week: z.object({ project_id: idSchema, week_start: dateSchema }).optional(),
    reason: disputeReasonSchema,
    statement: statementSchema('Say what went wrong and what you ask for'),
    evidence: evidenceInputSchema.optional(),
  })
  .refine((body) => (body.milestone_id === undefined) !== (body.hourly_week === undefined), {
    message: 'Name the milestone or the hourly week to dispute, one of them',
    path: ['milestone_id'],
  });
export type OpenDisputeBody = z.input<typeof openDisputeBodySchema>;

export const answerDisputeBodySchema = z.object({
  dispute_id: idSchema,
  answer: statementSchema('Write your side of the story'),
  evidence: evidenceInputSchema.optional(),
});
export type AnswerDisputeBody = z.input<typeof answerDisputeBodySchema>;

/** `provider_cents` is read only for a split (DISPUTE-SPLIT); release and refund move the whole amount. */
const outcomeFields = {
  outcome: disputeOutcomeSchema,
  provider_cents: z
    .number({ error: 'Give the provider’s share in whole cents' })
    .int('Whole cents')
    .optional(),
};

export const proposeSettlementBodySchema = z.object({ dispute_id: idSchema, ...outcomeFields });
export type ProposeSettlementBody = z.input<typeof proposeSettlementBodySchema>;

export const acceptSettlementBodySchema = z.object({
  dispute_id: idSchema,
  /** The version of the proposal the accepting side read (SETTLEMENT-NAMES-PROPOSAL). */
  proposal_version: z
    .number({ error: 'Name the version of the proposal you accept' })
    .int('Name the version of the proposal you accept')
    .min(1, 'Name the version of the proposal you accept'),
  idempotency_key: z.string().min(8).max(100),
});

export const decideDisputeBodySchema = z.object({
  dispute_id: idSchema,
  ...outcomeFields,
  reason: z
    .string({ error: 'Write the reason for the decision' })
    .trim()
    .min(1, 'Write the reason for the decision')
    .max(5_000, 'At most 5,000 characters'),
  idempotency_key: z.string().min(8).max(100),
});
export type DecideDisputeBody = z.input<typeof decideDisputeBodySchema>;

/**
 * The case file an administrator reads before deciding: the dispute and what was delivered. A
 * week's case has its hours in `week`, no delivery note, and no payment until it is billed.
 */
export const disputeCaseSchema = disputeSchema.extend({
  delivery_note: z.string(),
  delivered_at: timestampSchema.nullable(),
  /** MoneyCollectingMethodType of the payment that funded the milestone (or bills the week). */
  payment_method: z.number().int(),
  payment_id: idSchema.nullable(),
  /**
   * DISPUTE-NO-OWN-CASE: the administrator reading the case is its client or provider, so another
   * administrator decides it (decide answers 403).
   */
  own_case: z.boolean(),
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;

export const disputeQueueQuerySchema = z.object({
  order: z.enum(['age', 'amount']).default('age'),
  /** 'waiting': escalated, for an administrator to decide; 'all': every dispute. */
  filter: z.enum(['waiting', 'all']).default('waiting'),
});
