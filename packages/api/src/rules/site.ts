import type { BlogPostsPage, BlogPostSummary, SiteLanguage } from '../schemas/site';

/**
 * Rules of the public site that the server and the mocks both apply: how many contact messages
 * one sender may send, and how the blog list is filtered, ordered and paged.
 */

/** Contact messages allowed per sender (address or email) in one window. */
export const CONTACT_LIMIT = { perSender: 5, windowSeconds: 60 * 60 } as const;

export const isContactLimitReached = (sentInWindow: number) => sentInWindow >= CONTACT_LIMIT.perSender;

type BlogListQuery = { lang: SiteLanguage; tag?: string | undefined; page: number; page_size: number };

/** Newest first (then by slug, so equal days keep one order); the tags of the language, sorted. */
export function pageBlogPosts(posts: readonly BlogPostSummary[], query: BlogListQuery): BlogPostsPage {
  const inLanguage = posts.filter((post) => post.lang === query.lang);
  const tags = [...new Set(inLanguage.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
  const matching = inLanguage
    .filter((post) => !query.tag || post.tags.includes(query.tag))
    .sort((a, b) => b.published_on.localeCompare(a.published_on) || a.slug.localeCompare(b.slug));
  const start = (query.page - 1) * query.page_size;
  return {
    items: matching.slice(start, start + query.page_size),
    total: matching.length,
    page: query.page,
    page_size: query.page_size,
    tags,
  };
}

/** Reading time at about 200 words (or 400 Chinese characters) a minute, at least one. */
export function readingMinutes(text: string) {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const words = text
    .replace(/\p{Script=Han}/gu, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 200 + han / 400));
}
