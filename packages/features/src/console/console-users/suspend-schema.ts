import { z } from 'zod';

import { SUSPENSION_REASON_MAX } from '@lancer/api/schemas/console';

/**
 * The contract's rules for a suspension (suspendUserBodySchema, SUSPEND-RULES), with i18n keys
 * (console:users.errors.*) as messages; the end date is a day, sent as its last second.
 */
export const suspendFormSchema = z.object({
  reason: z.string().trim().min(1, 'errors.reason').max(SUSPENSION_REASON_MAX, 'errors.reasonLong'),
  until: z.iso
    .date('errors.until')
    .refine((day) => new Date(`${day}T23:59:59`).getTime() > Date.now(), 'errors.untilPast'),
});
export type SuspendFormValues = z.infer<typeof suspendFormSchema>;
