import { z } from 'zod';

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';

/** Building blocks shared by every area's schemas (CALL-PAGING, CALL-ERRORS). */

export const idSchema = z.string().min(1);
/** ISO 8601 instant in UTC, as `Date.prototype.toISOString` writes it. */
export const timestampSchema = z.iso.datetime();
/** A calendar day, YYYY-MM-DD. */
export const dateSchema = z.iso.date();
/** Money in minor units (cents) of `currency`: no floating-point sums. */
export const centsSchema = z.number().int().nonnegative();
export const currencySchema = z.string().regex(/^[A-Z]{3}$/, 'A 3-letter currency code');
export const okSchema = z.object({ ok: z.literal(true) });

/** Paging of every list call; the query string carries numbers as text, hence coercion. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/**
 * Several values of an enum in one query parameter, comma separated ("APPLYING,ACCEPTING"); one
 * value alone reads the same. Answers the distinct values, or a field message naming the allowed.
 */
export const commaListSchema = <Value extends string>(values: readonly Value[], message: string) =>
  z.string().transform((text, context) => {
    const parts = [...new Set(text.split(',').map((part) => part.trim()))];
    if (parts.every((part) => (values as readonly string[]).includes(part))) return parts as Value[];
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const pagedSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1).max(MAX_PAGE_SIZE),
  });

/** How another user appears inside an entity (poster, provider, reporter, sender...). */
export const userSummarySchema = z.object({
  user_id: idSchema,
  flid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const attachmentSchema = z.object({
  name: z.string().min(1).max(200),
  url: z.string().min(1),
  size_bytes: z.number().int().nonnegative(),
  content_type: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The same key sent twice moves money once; sent with other arguments it is refused (rules/idempotency.ts). */
export const idempotencyKeySchema = z.string().min(8).max(100);
