import { describe, expect, it } from 'vitest';

import type { PublicProfile, Review } from '@lancer/api/schemas/review';

import { renderProviderProfilePage } from './render-profile';

const template = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta name="description" content="Lancer" />',
  '    <title>Lancer</title>',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '  </body>',
  '</html>',
].join('\n');

const user = {
  user_id: 'user-ada',
  flid: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace</script>',
  photo_url: '/api/files/photo',
};
const profile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  user,
  self_intro_html: '<p>Hello <strong>there</strong></p><script>alert(1)</script>',
  skills: ['React'],
  hourly: 85,
  accepting_request: true,
  job_success: {
    score: 100,
    counted: 2,
    successful: 2,
    completed: 2,
    closed: 0,
    repeat_clients: 0,
    disputed: 0,
  },
  average_rating: 4.5,
  review_count: 1,
  badges: [],
  aspect_averages: { quality: 5, communication: null, deadlines: 4 },
  completed_projects: [
    {
      project_id: 'project-1',
      title: 'Fix checkout bugs',
      amount_cents: 120_000,
      currency: 'USD',
      finished_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  ...overrides,
});
const review: Review = {
  id: 'review-1',
  project_id: 'project-1',
  project_title: 'Fix checkout bugs',
  author: { user_id: 'user-grace', flid: 'grace', first_name: 'Grace', last_name: 'Hopper', photo_url: '' },
  subject: user,
  author_role: 'client',
  rating: 5,
  aspects: { quality: 5, deadlines: 4 },
  comment: 'Found and fixed all three bugs.',
  created_at: '2026-11-20T12:00:00.000Z',
  reply: { comment: 'Thank you, Grace.', created_at: '2026-11-21T12:00:00.000Z' },
};

/** What the API hands in: its answers, and a sanitiser that works without a DOM (here: drops scripts). */
const render = (answer: PublicProfile, language: 'en' | 'zh' = 'en') =>
  renderProviderProfilePage({
    template,
    language,
    origin: 'https://lancer.com/',
    flid: 'ada',
    call: (async (operation: { name: string }) =>
      operation.name === 'fetchPublicProfile'
        ? answer
        : operation.name === 'fetchPortfolio'
          ? { items: [] }
          : {
              items: answer.review_count ? [review] : [],
              page: 1,
              page_size: 20,
              total: answer.review_count,
            }) as never,
    sanitizeHtml: (html) => html.replace(/<script>.*?<\/script>/g, ''),
  });

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as {
    '@graph': { '@type': string }[];
  };

describe('the public profile rendered by the API (decision 1330)', () => {
  it('is the page with its markup, head, JSON-LD and the answers it was rendered with', async () => {
    const html = await render(profile());
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Ada Lovelace&lt;\/script&gt;<\/h1>/);
    expect(html).toContain('Found and fixed all three bugs.');
    // PROFILE-WORK: the completed project and its amount are in the HTML a crawler reads.
    expect(html).toMatch(/Fix checkout bugs[\s\S]*\$1,200/);
    expect(html).toContain('<link rel="canonical" href="https://lancer.com/providers/ada" />');
    // SHELL-HREFLANG: the English and Chinese forms at their hosts, English the default.
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://lancer.com/providers/ada" />');
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-CN" href="https://lancer.cn/providers/ada" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://lancer.com/providers/ada" />',
    );
    expect(html).toContain('<meta property="og:image" content="https://lancer.com/api/files/photo" />');
    // The intro went through the sanitiser handed in: its script is gone, its formatting kept.
    expect(html).toContain('Hello <strong>there</strong>');
    expect(html).not.toContain('alert(1)</script>');
    // Nothing the user typed closes a script element early.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const types = jsonLd(html)['@graph'].map((node) => node['@type']);
    expect(types).toEqual(['ProfilePage', 'Person', 'AggregateRating']);
    const data = JSON.parse(
      /<script type="application\/json" id="prerendered-texts">([^<]*)</.exec(html)![1]!,
    );
    // The profile, its portfolio and the first page of its reviews.
    expect(data.queries.queries).toHaveLength(3);
  });

  it('names no rating without ratings, and speaks Chinese when asked', async () => {
    const html = await render(profile({ average_rating: null, review_count: 0 }), 'zh');
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('还没有评价');
    // The Chinese form is its own canonical, at the .cn host, and links the English one.
    expect(html).toContain('<link rel="canonical" href="https://lancer.cn/providers/ada" />');
    expect(html).toContain('<meta property="og:url" content="https://lancer.cn/providers/ada" />');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://lancer.com/providers/ada" />');
    expect(jsonLd(html)['@graph'].map((node) => node['@type'])).toEqual(['ProfilePage', 'Person']);
  });
});
