import { z } from 'zod';

import {
  isWebLink,
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_LINK_MAX,
  PORTFOLIO_MAX_IMAGES,
  PORTFOLIO_TITLE_MAX,
} from '../rules/portfolio';
import { idSchema, timestampSchema } from './common';

/** A provider's portfolio on the public profile (decision 1370, rules/portfolio.ts). */

/** An uploaded portfolio image: served to anyone at `url` (GET /api/files/{id}), as a photo is. */
export const portfolioImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int().nonnegative(),
});
export type PortfolioImage = z.infer<typeof portfolioImageSchema>;

export const portfolioItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  /** An http(s) address of the work (PORTFOLIO-LINK); null without one. */
  link: z.string().nullable(),
  /** In the order the provider gave. */
  images: z.array(portfolioImageSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** The items in the provider's order (the first shows first). */
export const portfolioSchema = z.object({ items: z.array(portfolioItemSchema) });
export type Portfolio = z.infer<typeof portfolioSchema>;

const linkMessage = 'Enter an address starting with http:// or https://';

/** What a provider writes for an item (PORTFOLIO-LIMITS, PORTFOLIO-LINK); the form checks the same. */
export const portfolioItemFieldsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Please give the work a title')
    .max(PORTFOLIO_TITLE_MAX, `At most ${PORTFOLIO_TITLE_MAX} characters`),
  description: z
    .string()
    .trim()
    .min(1, 'Please say what you did and for whom')
    .max(PORTFOLIO_DESCRIPTION_MAX, `At most ${PORTFOLIO_DESCRIPTION_MAX} characters`),
  /** '' for none. */
  link: z
    .string()
    .trim()
    .max(PORTFOLIO_LINK_MAX, `At most ${PORTFOLIO_LINK_MAX.toLocaleString('en')} characters`)
    .refine((value) => value === '' || isWebLink(value), linkMessage)
    .default(''),
  /** Ids of the caller's uploads (upload-portfolio-image), in the order to show. */
  image_ids: z
    .array(idSchema)
    .max(PORTFOLIO_MAX_IMAGES, `At most ${PORTFOLIO_MAX_IMAGES} images in an item`)
    .default([]),
});
export type PortfolioItemFields = z.input<typeof portfolioItemFieldsSchema>;

export const updatePortfolioItemBodySchema = portfolioItemFieldsSchema.extend({ id: idSchema });
export type UpdatePortfolioItemBody = z.input<typeof updatePortfolioItemBodySchema>;

export const reorderPortfolioBodySchema = z.object({
  /** Every one of the caller's item ids once, in the new order. */
  ids: z.array(idSchema).max(100),
});
