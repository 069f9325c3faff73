import { describe, expect, it } from 'vitest';

import type { BlogPostSummary } from '../schemas/site';
import { CONTACT_LIMIT, isContactLimitReached, pageBlogPosts, readingMinutes } from './site';

const post = (
  slug: string,
  published_on: string,
  tags: string[],
  lang: 'en' | 'zh' = 'en',
): BlogPostSummary => ({
  slug,
  lang,
  title: slug,
  summary: '',
  author: 'Lancer team',
  published_on,
  tags,
  reading_minutes: 1,
});

const posts = [
  post('old', '2026-01-05', ['payments']),
  post('new', '2026-03-01', ['hiring', 'payments']),
  post('same-day-b', '2026-02-01', ['hiring']),
  post('same-day-a', '2026-02-01', ['remote']),
  post('chinese', '2026-04-01', ['招聘'], 'zh'),
];

describe('blog list', () => {
  it('lists one language newest first, equal days by slug', () => {
    const page = pageBlogPosts(posts, { lang: 'en', page: 1, page_size: 10 });
    expect(page.items.map((item) => item.slug)).toEqual(['new', 'same-day-a', 'same-day-b', 'old']);
    expect(page.total).toBe(4);
    expect(page.tags).toEqual(['hiring', 'payments', 'remote']);
  });

  it('pages and filters by tag', () => {
    expect(pageBlogPosts(posts, { lang: 'en', page: 2, page_size: 3 }).items.map((i) => i.slug)).toEqual([
      'old',
    ]);
    const tagged = pageBlogPosts(posts, { lang: 'en', tag: 'payments', page: 1, page_size: 10 });
    expect(tagged.items.map((item) => item.slug)).toEqual(['new', 'old']);
    expect(tagged.total).toBe(2);
    expect(pageBlogPosts(posts, { lang: 'zh', page: 1, page_size: 10 }).tags).toEqual(['招聘']);
  });
});

describe('contact limit', () => {
  it('is reached at the allowed number of messages', () => {
    expect(isContactLimitReached(CONTACT_LIMIT.perSender - 1)).toBe(false);
    expect(isContactLimitReached(CONTACT_LIMIT.perSender)).toBe(true);
  });
});

describe('reading time', () => {
  it('counts words and Chinese characters', () => {
    expect(readingMinutes('word '.repeat(600))).toBe(3);
    expect(readingMinutes('字'.repeat(800))).toBe(2);
    expect(readingMinutes('')).toBe(1);
  });
});
