import { z } from 'zod';

import { attachmentSchema, type Attachment } from '@lancer/api/schemas/common';
import {
  budgetTypeSchema,
  createRequestBodySchema,
  expectedDurationSchema,
  visibilitySchema,
  type Request,
} from '@lancer/api/schemas/request';

/** What the post-job form holds; budgets in whole currency units as typed (null when empty). */
export type JobFormValues = {
  title: string;
  description_html: string;
  category: string | null;
  skills: string[];
  budget_type: 'fixed' | 'hourly';
  budget_min: number | null;
  budget_max: number | null;
  currency: string;
  expected_duration: Request['expected_duration'] | null;
  attachments: Attachment[];
  visibility: 'public' | 'invite_only';
};

export type JobField = keyof JobFormValues;

export const emptyJob: JobFormValues = {
  title: '',
  description_html: '',
  category: null,
  skills: [],
  budget_type: 'fixed',
  budget_min: null,
  budget_max: null,
  currency: 'USD',
  expected_duration: null,
  attachments: [],
  visibility: 'public',
};

/** An existing request as form values (edit, or a copy to post again). */
export const jobFromRequest = (request: Request): JobFormValues => ({
  title: request.title,
  description_html: request.description_html,
  category: request.category,
  skills: request.skills,
  budget_type: request.budget_type,
  budget_min: request.budget_min_cents / 100,
  budget_max: request.budget_max_cents / 100,
  currency: request.currency,
  expected_duration: request.expected_duration,
  attachments: request.attachments,
  visibility: request.visibility,
});

/** The text of the description without its markup (empty paragraphs count as nothing). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Form field of a field create-request names (`budget_min_cents` -> `budget_min`, `skills.3` -> `skills`). */
export function jobFieldOf(field: string): JobField {
  const head = field.split('.')[0] ?? field;
  return (
    head === 'budget_min_cents' ? 'budget_min' : head === 'budget_max_cents' ? 'budget_max' : head
  ) as JobField;
}

/** The create-request body of checked values (amounts in cents), before the contract parses it. */
const bodyOf = (values: JobFormValues) => ({
  title: values.title,
  description_html: values.description_html,
  category: values.category ?? '',
  skills: values.skills,
  budget_type: values.budget_type,
  budget_min_cents: Math.round((values.budget_min ?? 0) * 100),
  budget_max_cents: Math.round((values.budget_max ?? 0) * 100),
  currency: values.currency,
  expected_duration: values.expected_duration ?? undefined,
  attachments: values.attachments,
  visibility: values.visibility,
});

export type JobBody = z.output<typeof createRequestBodySchema>;

const filled = (value: unknown) => value !== null;

/**
 * The post-job form's schema (react-hook-form's resolver): the values as typed, checked as
 * create-request checks them with i18n keys of the hire namespace (`postJob.errors.*`) as messages,
 * then turned into the body and parsed by the contract's createRequestBodySchema; its output is the
 * body that is sent, so nothing is sent that would bounce.
 */
export const jobFormSchema = z
  .object({
    title: z
      .string()
      .refine((title) => title.trim().length > 0, 'errors.title')
      .refine((title) => title.trim().length <= 120, 'errors.titleLong'),
    description_html: z.string().refine((html) => plainText(html).length > 0, 'errors.description'),
    category: z
      .string()
      .nullable()
      .refine((category) => Boolean(category), 'errors.category'),
    skills: z.array(z.string()).max(15, 'errors.skills'),
    budget_type: budgetTypeSchema,
    budget_min: z.number().nullable().refine(filled, 'errors.budgetMin'),
    budget_max: z.number().nullable().refine(filled, 'errors.budgetMax'),
    currency: z.string(),
    expected_duration: expectedDurationSchema.nullable().refine(filled, 'errors.duration'),
    attachments: z.array(attachmentSchema),
    visibility: visibilitySchema,
  })
  .refine(
    (values) =>
      values.budget_max === null || values.budget_min === null || values.budget_max >= values.budget_min,
    {
      message: 'errors.budgetOrder',
      path: ['budget_max'],
      // Said beside the other fields' messages, as soon as both amounts are typed.
      when: ({ value }) => {
        const { budget_min, budget_max } = value as Partial<JobFormValues>;
        return typeof budget_min === 'number' && typeof budget_max === 'number';
      },
    },
  )
  .transform((values, ctx): JobBody => {
    const checked = createRequestBodySchema.safeParse(bodyOf(values));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [jobFieldOf(issue.path.join('.'))] });
    return z.NEVER;
  });
