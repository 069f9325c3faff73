import { z } from 'zod';

import { decideDisputeBodySchema } from '@lancer/api/schemas/dispute';

import { parseFormBody } from '../../lib/parse-form-body';
import {
  outcomeBody,
  outcomeChoiceSchema,
  outcomeFieldOf,
  type OutcomeChoice,
} from '../components/dispute-outcome-fields';

export type DecideFormValues = { choice: OutcomeChoice; reason: string };

/** The decide form's field of a field decide-dispute names. */
export const decideFieldOf = (field: string) => (field === 'reason' ? 'reason' : outcomeFieldOf(field));

/** What decide-dispute takes from the form: everything but the idempotency key the screen holds. */
const decisionSchema = decideDisputeBodySchema.omit({ idempotency_key: true });

/**
 * The decide form's schema (react-hook-form's resolver, decision 1140): the outcome as typed and the
 * reason (`disputes.errors.*` of the console namespace; the percentage's own of deliver's), then the
 * call's body parsed by the contract's schema; its output is what is sent, with the screen's key.
 */
export const decideFormSchema = (dispute: { id: string; amount_cents: number }) =>
  z
    .object({
      choice: outcomeChoiceSchema,
      reason: z
        .string()
        .refine((reason) => reason.trim().length > 0, 'disputes.errors.reason')
        .refine((reason) => reason.trim().length <= 5_000, 'disputes.errors.tooLong'),
    })
    .transform((values, ctx) =>
      parseFormBody(
        decisionSchema,
        {
          dispute_id: dispute.id,
          ...outcomeBody(values.choice, dispute.amount_cents),
          reason: values.reason,
        },
        ctx,
        (path) => decideFieldOf(path) ?? 'reason',
      ),
    );
export type DecideFormBody = z.output<ReturnType<typeof decideFormSchema>>;
