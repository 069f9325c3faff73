import { z } from 'zod';

import { dateSchema, idSchema, pagedSchema, pageQuerySchema, timestampSchema } from './common';

/** The public site: the contact form and the blog. */

export const siteLanguageSchema = z.enum(['en', 'zh']);
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;

export const contactTopics = ['hiring', 'working', 'career', 'partnership', 'press', 'other'] as const;
export const contactTopicSchema = z.enum(contactTopics);
export type ContactTopic = z.infer<typeof contactTopicSchema>;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** What a visitor sends from /contact; `role` names the open role when the topic is career. */
export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name').max(100, 'At most 100 characters'),
  email: z.email('Please enter a valid email address').max(254),
  topic: contactTopicSchema,
  role: z.string().trim().max(120, 'At most 120 characters').optional(),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(CONTACT_MESSAGE_MAX, `At most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export const contactMessageReceiptSchema = z.object({ id: idSchema, received_at: timestampSchema });
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;

export const blogPostSummarySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  lang: siteLanguageSchema,
  title: z.string().min(1),
  summary: z.string(),
  author: z.string(),
  /** Day of publication; lists are newest first. */
  published_on: dateSchema,
  tags: z.array(z.string()),
  reading_minutes: z.number().int().min(1),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A post with its Markdown rendered to sanitised HTML by the server. */
export const blogPostSchema = blogPostSummarySchema.extend({ html: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostsQuerySchema = pageQuerySchema.extend({
  lang: siteLanguageSchema.default('en'),
  tag: z.string().min(1).max(40).optional(),
});

export const blogPostsPageSchema = pagedSchema(blogPostSummarySchema).extend({
  /** Every tag used by the posts in this language, for the tag filter. */
  tags: z.array(z.string()),
});
export type BlogPostsPage = z.infer<typeof blogPostsPageSchema>;

export const blogPostQuerySchema = z.object({
  slug: z.string().min(1).max(120),
  lang: siteLanguageSchema.default('en'),
});

/**
 * What this server only pretends (decision 1000): card payments simulated by the sandbox gateway
 * (PAYMENTS=sandbox, or no Stripe keys outside production), mail written to the log instead of
 * sent (MAIL=log, or no SMTP_URL outside production). The web app shows a banner while either is true.
 */
export const sandboxSchema = z.object({
  payments_simulated: z.boolean(),
  mail_not_sent: z.boolean(),
});
export type Sandbox = z.infer<typeof sandboxSchema>;
