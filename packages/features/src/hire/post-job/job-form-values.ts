import type { Attachment } from '@lancer/api/schemas/common';
import type { Request } from '@lancer/api/schemas/request';
import { createRequestBodySchema } from '@lancer/api/schemas/request';

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

/** Form field -> the create-request body field its error comes back on. */
const bodyFieldOf: Record<string, JobField> = {
  budget_min_cents: 'budget_min',
  budget_max_cents: 'budget_max',
};

/** API field errors (create-request's names) on the form's fields. */
export function formFieldErrors(fields: Record<string, string>): Partial<Record<JobField, string>> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [bodyFieldOf[field] ?? field.split('.')[0], message]),
  );
}

/**
 * The form's values checked as create-request checks them, before sending: each failing field gets
 * an i18n key of the hire namespace (`postJob.errors.*`), so nothing is sent that would bounce.
 */
export function validateJob(values: JobFormValues): Partial<Record<JobField, string>> {
  const errors: Partial<Record<JobField, string>> = {};
  if (!values.title.trim()) errors.title = 'errors.title';
  else if (values.title.trim().length > 120) errors.title = 'errors.titleLong';
  if (!plainText(values.description_html)) errors.description_html = 'errors.description';
  if (!values.category) errors.category = 'errors.category';
  if (values.budget_min === null) errors.budget_min = 'errors.budgetMin';
  if (values.budget_max === null) errors.budget_max = 'errors.budgetMax';
  else if (values.budget_min !== null && values.budget_max < values.budget_min)
    errors.budget_max = 'errors.budgetOrder';
  if (!values.expected_duration) errors.expected_duration = 'errors.duration';
  if (values.skills.length > 15) errors.skills = 'errors.skills';
  return errors;
}

/** Checked values as the create-request body (amounts in cents). */
export function toRequestBody(values: JobFormValues) {
  return createRequestBodySchema.parse({
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
}
