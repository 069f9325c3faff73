import { z } from 'zod';

import { idSchema, timestampSchema, userSummarySchema } from './common';

/** The administrator's console (decision 1501): what an operator did, kept for good. */

export const operatorActions = ['dispute_decided', 'user_suspended', 'user_reinstated'] as const;
export const operatorActionSchema = z.enum(operatorActions);
export type OperatorAction = z.infer<typeof operatorActionSchema>;

/** One line of the audit log: who did what to what, when and why (append-only). */
export const auditEntrySchema = z.object({
  id: idSchema,
  operator: userSummarySchema,
  action: operatorActionSchema,
  subject_type: z.enum(['dispute', 'user']),
  subject_id: idSchema,
  /** What the action decided, in words and numbers (outcome, cents, until when...). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  reason: z.string(),
  created_at: timestampSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
