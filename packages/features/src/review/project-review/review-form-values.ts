import { z } from 'zod';

import { REVIEW_ASPECTS, type ReviewAspect } from '@lancer/api/rules/review';
import { submitReviewBodySchema } from '@lancer/api/schemas/review';

/**
 * What the review form holds: a rating (null until a star is picked), the aspects (each null until
 * picked, and optional: REVIEW-ASPECTS), the comment, the private note.
 */
export type ReviewFormValues = {
  rating: number | null;
  aspects: Partial<Record<ReviewAspect, number | null>>;
  comment: string;
  private_note: string;
};

export const emptyReview: ReviewFormValues = { rating: null, aspects: {}, comment: '', private_note: '' };

/** The aspects picked, without the ones left empty. */
const pickedAspects = (aspects: ReviewFormValues['aspects']) =>
  Object.fromEntries(
    REVIEW_ASPECTS.flatMap((aspect) => (aspects[aspect] == null ? [] : [[aspect, aspects[aspect]]])),
  );

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
      aspects: z.record(z.string(), z.number().nullable().optional()),
      private_note: z.string().refine((note) => note.trim().length <= 2_000, 'errors.tooLong'),
    })
    .transform((values, ctx): ReviewBody => {
      const checked = submitReviewBodySchema.safeParse({
        ...values,
        aspects: pickedAspects(values.aspects),
        project_id: projectId,
      });
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues)
        ctx.addIssue({
          code: 'custom',
          message: issue.message,
          path: issue.path.length > 0 ? issue.path.map(String) : ['comment'],
        });
      return z.NEVER;
    });
