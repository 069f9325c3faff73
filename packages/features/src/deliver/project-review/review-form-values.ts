import { z } from 'zod';

import { submitReviewBodySchema } from '@lancer/api/schemas/review';

/** What the review form holds: a rating (null until a star is picked), the comment, the private note. */
export type ReviewFormValues = { rating: number | null; comment: string; private_note: string };

export const emptyReview: ReviewFormValues = { rating: null, comment: '', private_note: '' };

export type ReviewBody = z.output<typeof submitReviewBodySchema>;

/**
 * The review form's schema (react-hook-form's resolver, decision 1140): the values as typed,
 * checked with the deliver namespace's `review.errors.*` keys as messages, then parsed by the
 * contract's submitReviewBodySchema with the project's id; its output is the body that is sent.
 */
export const reviewFormSchema = (projectId: string) =>
  z
    .object({
      rating: z
        .number()
        .nullable()
        .refine((rating) => rating !== null && rating >= 1 && rating <= 5, 'errors.rating'),
      comment: z
        .string()
        .refine((comment) => comment.trim().length > 0, 'errors.comment')
        .refine((comment) => comment.trim().length <= 2_000, 'errors.tooLong'),
      private_note: z.string().refine((note) => note.trim().length <= 2_000, 'errors.tooLong'),
    })
    .transform((values, ctx): ReviewBody => {
      const checked = submitReviewBodySchema.safeParse({ ...values, project_id: projectId });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'comment')] });
      return z.NEVER;
    });
