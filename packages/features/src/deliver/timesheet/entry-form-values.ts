import { z } from 'zod';

import { createTimeEntryBodySchema } from '@lancer/api/schemas/hourly';

/** What the add-time form holds: a day, hours as typed ("1.5" or "1:30") and a memo. */
export type EntryFormValues = { date: string; hours: string; memo: string };
export type EntryBody = z.output<typeof createTimeEntryBodySchema>;

/** An entry's minutes as the form shows them: 180 -> "3", 90 -> "1:30". */
export const hoursTextOf = (minutes: number) =>
  minutes % 60 === 0
    ? String(minutes / 60)
    : `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** "1.5" -> 90, "1:30" -> 90; NaN when unreadable. */
function minutesOf(hours: string) {
  const text = hours.trim();
  const clock = /^(\d+):([0-5]\d)$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  return /^\d+(\.\d+)?$/.test(text) ? Math.round(Number(text) * 60) : Number.NaN;
}

/** The form's schema (decision 1140): typed values checked with `timesheet.errors.*` keys, then the contract's body. */
export const entryFormSchema = (projectId: string) =>
  z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.date'),
      hours: z
        .string()
        .refine((hours) => minutesOf(hours) >= 1 && minutesOf(hours) <= 24 * 60, 'errors.hours'),
      memo: z.string().refine((memo) => memo.trim().length <= 2_000, 'errors.tooLong'),
    })
    .transform((values, ctx): EntryBody => {
      const checked = createTimeEntryBodySchema.safeParse({
        project_id: projectId,
        date: values.date,
        minutes: minutesOf(values.hours),
        memo: values.memo,
      });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['hours'] });
      return z.NEVER;
    });
