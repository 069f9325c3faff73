import type { BlogPost } from '../../schemas/site';
import { buildBlogPost } from '../factories/site';

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

/**
 * The mocks' blog: a few posts in each language (the server reads Markdown files instead). Seven
 * English posts, so a list of six a page has a second page.
 */
export const mockBlogPosts: readonly BlogPost[] = [
  buildBlogPost(),
  buildBlogPost({
    slug: 'writing-a-job-post-that-gets-answers',
    title: 'Writing a job post that gets answers',
    summary: 'Say what done looks like, give a budget range, and name the skills you need.',
    published_on: '2026-10-12',
    tags: ['hiring'],
    html:
      '<h2>Say what done looks like</h2>' +
      paragraphs('Providers answer posts they understand.', 'A budget range saves everyone a round trip.'),
  }),
  buildBlogPost({
    slug: 'reading-a-proposal-revision',
    title: 'Reading a proposal revision',
    summary: 'What changed between two versions of a proposal, and why accept names the version.',
    published_on: '2026-09-30',
    tags: ['proposals'],
  }),
  buildBlogPost({
    slug: 'getting-paid-on-time',
    title: 'Getting paid on time',
    summary: 'Link your payout account once; every approved milestone is released to it.',
    published_on: '2026-09-18',
    tags: ['payments', 'providers'],
  }),
  buildBlogPost({
    slug: 'issues-that-move-work-forward',
    title: 'Issues that move work forward',
    summary: 'Resolve, confirm, reopen: a small loop that keeps a project honest.',
    published_on: '2026-09-02',
    tags: ['projects'],
  }),
  buildBlogPost({
    slug: 'setting-an-hourly-rate',
    title: 'Setting an hourly rate',
    summary: 'How providers choose a rate, and when to switch on accepting requests.',
    published_on: '2026-08-21',
    tags: ['providers'],
  }),
  buildBlogPost({
    slug: 'welcome-to-lancer',
    title: 'Welcome to Lancer',
    summary: 'Why we built a marketplace where both sides are protected.',
    published_on: '2026-08-01',
    tags: ['news'],
  }),
  buildBlogPost({
    slug: 'milestones-protect-both-sides',
    lang: 'zh',
    title: '里程碑如何同时保护客户和服务者',
    summary: '开工前先托管资金，验收通过后再放款。',
    tags: ['付款'],
    html: '<p>开工前先托管资金，验收通过后再放款。</p>',
  }),
  buildBlogPost({
    slug: 'writing-a-job-post-that-gets-answers',
    lang: 'zh',
    title: '写一份能收到回复的需求',
    summary: '说明完成的标准，给出预算范围，写明需要的技能。',
    published_on: '2026-10-12',
    tags: ['招聘'],
    html: '<p>服务者会回复他们看得懂的需求。</p>',
  }),
];
