import type { BlogPost, ContactMessageInput } from '../../schemas/site';

export function buildBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    slug: 'milestones-protect-both-sides',
    lang: 'en',
    title: 'How milestones protect clients and providers',
    summary: 'Money is funded before work starts and released when the work is approved.',
    author: 'Lancer team',
    published_on: '2026-10-20',
    tags: ['payments'],
    reading_minutes: 3,
    html: '<p>Money is funded before work starts and released when the work is approved.</p>',
    ...overrides,
  };
}

export function buildContactMessageInput(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    topic: 'hiring',
    message: 'We would like to hire three providers for a mobile app.',
    ...overrides,
  };
}
