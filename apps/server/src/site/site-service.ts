import { pageBlogPosts } from '@lancer/api/rules/site';
import type { BlogPostsPage, ContactMessageInput, SiteLanguage } from '@lancer/api/schemas/site';

import { contactMessages } from '../db/site-schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { blogPosts } from './blog-posts';

const contactMail = (input: ContactMessageInput) =>
  [
    `From: ${input.name} <${input.email}>`,
    `Topic: ${input.topic}`,
    ...(input.role ? [`Role: ${input.role}`] : []),
    '',
    input.message,
  ].join('\n');

/**
 * Limited per sender address and per email (the contract's "contact" limit); mailed to the team first (an SMTP relay that refuses
 * answers 503 and nothing is stored, so the visitor can send again), then stored.
 */
export async function sendContactMessage(services: Services, input: ContactMessageInput, address: string) {
  await services.mail.send({
    to: services.config.contactTo,
    subject: `Contact (${input.topic}) from ${input.name}`,
    text: contactMail(input),
  });
  const [row] = await services.db
    .insert(contactMessages)
    .values({
      id: newId(),
      name: input.name,
      email: input.email,
      topic: input.topic,
      role: input.role || null,
      message: input.message,
      senderAddress: address,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return { id: row!.id, received_at: row!.createdAt.toISOString() };
}

type BlogListQuery = { lang: SiteLanguage; tag?: string | undefined; page: number; page_size: number };

export function fetchBlogPosts(query: BlogListQuery): BlogPostsPage {
  const summaries = blogPosts().map(({ html: _html, ...summary }) => summary);
  return pageBlogPosts(summaries, query);
}

export function fetchBlogPost(slug: string, lang: SiteLanguage) {
  const post = blogPosts().find((item) => item.slug === slug && item.lang === lang);
  if (!post) throw new AppError(404, 'NOT_FOUND', 'Blog post not found');
  return post;
}
