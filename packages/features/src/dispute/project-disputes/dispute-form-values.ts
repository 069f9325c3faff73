import { z } from 'zod';

import type { DisputeReason } from '@lancer/api/rules/dispute';
import {
  answerDisputeBodySchema,
  disputeReasonSchema,
  openDisputeBodySchema,
  proposeSettlementBodySchema,
} from '@lancer/api/schemas/dispute';

import {
  outcomeBody,
  outcomeChoiceSchema,
  outcomeFieldOf,
  type OutcomeChoice,
} from '../components/dispute-outcome-fields';
import { parseFormBody } from '../../lib/parse-form-body';
import { evidenceBody, type EvidenceDraft } from './components/evidence-fields';

/**
 * The dispute forms' schemas (react-hook-form's resolver, decision 1140): the values as typed,
 * checked with the deliver namespace's messages (`disputes.errors.*`), then turned into the call's
 * body and parsed by the contract's own schema; the output is the body that is sent. The evidence's
 * files are the uploads' own (useFileUploads), added to the body when it is sent.
 */

const STATEMENT_MAX = 5_000;

/** Words a side must write: something, at most 5,000 characters (the contract's statementSchema). */
const words = (empty: string) =>
  z
    .string()
    .refine((text) => text.trim().length > 0, empty)
    .refine((text) => text.trim().length <= STATEMENT_MAX, 'errors.tooLong');

const evidenceDraftSchema = z.object({ issue_ids: z.array(z.string()), message_links: z.array(z.string()) });

/** A choice of the open form: `milestone:<id>` or `week:<Monday>`. */
export const milestoneChoice = (id: string) => `milestone:${id}`;
export const weekChoice = (week: string) => `week:${week}`;
export const weekOfChoice = (subject: string) =>
  subject.startsWith('week:') ? subject.slice('week:'.length) : null;

export type OpenDisputeFormValues = {
  subject: string;
  reason: DisputeReason;
  statement: string;
  evidence: EvidenceDraft;
};

/** The open form's field of a field open-dispute names (`hourly_week.week_start` -> `subject`). */
export function openDisputeFieldOf(field: string): keyof OpenDisputeFormValues | undefined {
  const head = field.split('.')[0];
  if (head === 'milestone_id' || head === 'hourly_week') return 'subject';
  if (head === 'reason' || head === 'statement') return head;
  return undefined;
}

/** Opens a dispute on a milestone or on an hourly week of the project (decisions 1500, 1550). */
export const openDisputeFormSchema = (projectId: string) =>
  z
    .object({
      subject: z.string(),
      reason: disputeReasonSchema,
      statement: words('errors.statement'),
      evidence: evidenceDraftSchema,
    })
    .transform((values, ctx) => {
      const week = weekOfChoice(values.subject);
      const body = {
        ...(week
          ? { hourly_week: { project_id: projectId, week_start: week } }
          : { milestone_id: values.subject.slice('milestone:'.length) }),
        reason: values.reason,
        statement: values.statement,
        evidence: evidenceBody(values.evidence, { ready: [] }),
      };
      return parseFormBody(
        openDisputeBodySchema,
        body,
        ctx,
        (path) => openDisputeFieldOf(path) ?? 'statement',
      );
    });
export type OpenDisputeFormBody = z.output<ReturnType<typeof openDisputeFormSchema>>;

export type AnswerFormValues = { answer: string; evidence: EvidenceDraft };

/** The other side's answer, with its evidence. */
export const answerFormSchema = (disputeId: string) =>
  z.object({ answer: words('errors.answer'), evidence: evidenceDraftSchema }).transform((values, ctx) =>
    parseFormBody(
      answerDisputeBodySchema,
      {
        dispute_id: disputeId,
        answer: values.answer,
        evidence: evidenceBody(values.evidence, { ready: [] }),
      },
      ctx,
      () => 'answer',
    ),
  );
export type AnswerFormBody = z.output<ReturnType<typeof answerFormSchema>>;

export type ProposeFormValues = { choice: OutcomeChoice };

/** A settlement one side proposes: release, refund, or the provider's percentage of the amount. */
export const proposeFormSchema = (dispute: { id: string; amount_cents: number }) =>
  z
    .object({ choice: outcomeChoiceSchema })
    .transform((values, ctx) =>
      parseFormBody(
        proposeSettlementBodySchema,
        { dispute_id: dispute.id, ...outcomeBody(values.choice, dispute.amount_cents) },
        ctx,
        (path) => outcomeFieldOf(path) ?? 'choice.percent',
      ),
    );
export type ProposeFormBody = z.output<ReturnType<typeof proposeFormSchema>>;
