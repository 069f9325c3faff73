import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { buildDecidedDispute } from '@lancer/api/mocks/factories/dispute';
import { buildReview } from '@lancer/api/mocks/factories/review';
import { buildUserSummary } from '@lancer/api/mocks/factories/user';
import { fetchPublicProfileMock } from '@lancer/api/mocks/handlers/review/fetch-public-profile';
import { findPublicByFlid, publicProfileView } from '@lancer/api/mocks/db/reviews';
import { seedMockPortfolio } from '@lancer/api/mocks/db/portfolio';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { fetchUserReviewsMock } from '@lancer/api/mocks/handlers/review/fetch-user-reviews';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { paths } from '../../navigation/paths';
import { ProviderProfile } from './provider-profile';

/** "Send an offer" as the route gives it (decision 2202): the form signed in, through sign-in for a guest. */
const offerHref = (providerId: string) => paths.sendOffer.getHref(providerId);
const guestOfferHref = (providerId: string) => paths.signin.getHref(paths.sendOffer.getHref(providerId));

/**
 * Wei Chen (chen_wei) delivered Grace's finished blog migration (score 92) and both reviewed it, so
 * the seed gives him a public five-star review and a job success of 100%; Ada (ada_lovelace) has no
 * finished work yet.
 */
const meta = {
  title: 'Features/Hire/ProviderProfile',
  component: ProviderProfile,
  args: { flid: 'chen_wei' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProviderProfile>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Name, rate, availability, job success with how it is counted, rating, about, skills, reviews. */
// proves: JOB-SUCCESS
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wei Chen' })).toBeVisible();
    await expect(canvas.getByText('@chen_wei · $38/h')).toBeVisible();
    await expect(canvas.getByText('Accepting requests')).toBeVisible();
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(
      canvas.getByText('1 of 1 finished projects went well (1 completed, 0 closed), plus 0 repeat clients.'),
    ).toBeVisible();
    await expect(canvas.getByText('From 1 public review')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Skills' })).getByText('Figma')).toBeVisible();
    const reviews = await canvas.findByRole('list', { name: 'Reviews received' });
    const review = within(reviews).getByRole('article', { name: 'Review by Grace Hopper' });
    await expect(review).toHaveTextContent(
      'Clear designs, on time, and easy to talk to. I would hire Chen again.',
    );
    await expect(review).toHaveTextContent(/Project: Migrate a WordPress blog to a static site/);
    await expect(within(review).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    // PROFILE-WORK: the completed project the client let the profile show, with what it paid.
    const work = canvas.getByRole('region', { name: 'Completed projects' });
    await expect(within(work).getByText('Migrate a WordPress blog to a static site')).toBeVisible();
    await expect(within(work).getByText(/^Completed .*\d{4}$/)).toBeVisible();
  },
};

/** A provider with no finished work and no reviews: said so, in both figures and the list. */
export const Empty: Story = {
  args: { flid: 'ada_lovelace' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('No finished work yet')).toBeVisible();
    await expect(canvas.getByText('No ratings yet')).toBeVisible();
    await expect(await canvas.findByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText('No completed projects to show yet.')).toBeVisible();
  },
};

/** A mean of 4.5 draws four stars and a half; one repeat client is said in the singular. */
export const HalfStars: Story = {
  beforeEach({ msw }) {
    msw.use(
      fetchPublicProfileMock.success({
        user: buildUserSummary({
          user_id: 'user-chen',
          flid: 'chen_wei',
          first_name: 'Wei',
          last_name: 'Chen',
        }),
        self_intro_html: '<p>UI designer.</p>',
        skills: ['Figma'],
        hourly: 38,
        accepting_request: false,
        job_success: {
          score: 75,
          counted: 3,
          successful: 2,
          completed: 3,
          closed: 0,
          repeat_clients: 1,
          disputed: 0,
        },
        average_rating: 4.5,
        review_count: 2,
        badges: [],
        aspect_averages: { quality: 4.5, communication: null, deadlines: 4 },
        completed_projects: [],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('75%')).toBeVisible();
    await expect(
      canvas.getByText('2 of 3 finished projects went well (3 completed, 0 closed), plus 1 repeat client.'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4.5 out of 5 stars' })).toBeVisible();
    await expect(canvas.getByText('Not accepting requests')).toBeVisible();
  },
};

/** More reviews than a page (LIST-LOAD-MORE): 20 first, then the rest on "Load more". */
export const MoreThanAPage: Story = {
  // The page grows several screens tall, and a picture that tall paints only its first screen.
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    const reviews = Array.from({ length: 23 }, (_, index) =>
      buildReview({ id: `review-${index + 1}`, comment: `Review number ${index + 1}` }),
    );
    msw.use(fetchUserReviewsMock.pages(reviews));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Reviews received' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByText('Showing 20 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('Review number 23')).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** No user has this ID (404): said plainly, with nothing to retry. */
export const NotFound: Story = {
  args: { flid: 'nobody_here' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No provider has this ID.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** The profile is in, its reviews fail: the list's own error with "Try again". */
export const ReviewsError: Story = {
  beforeEach({ msw }) {
    msw.use(fetchUserReviewsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The reviews could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wei Chen' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchPublicProfileMock.loading());

export const Error: Story = errorStory(
  fetchPublicProfileMock.error(500),
  'This profile could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wei Chen' })).toBeVisible();
    await expect(canvas.getByText('工作成功率')).toBeVisible();
    await expect(canvas.getByText('来自 1 条公开评价')).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Grace Hopper 的评价' })).toBeVisible();
  },
};

/**
 * PROFILE-HIDE: Wei hid his profile, and it reads exactly as a FLID nobody has, for everyone
 * (decision 1320); the API's page of it is the app's page with 404 (decision 1330).
 */
export const Hidden: Story = {
  beforeEach() {
    getMockDb().hiddenProfiles.push('user-chen');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No provider has this ID.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Wei Chen' })).toBeNull();
  },
};

const longIntro = [
  '<p>I have spent twelve years building web products for small shops, charities and two banks. ',
  'I like clear briefs, small steps and showing work early; most of my clients come back.</p>',
  '<ul><li>React, TypeScript and accessible design systems</li><li>Node.js and PostgreSQL APIs</li>',
  '<li>Performance work: Lighthouse, Core Web Vitals, bundle budgets</li></ul>',
  '<p>Portfolio: https://example.com/a-very-long-address-without-any-break-to-wrap-at/and-more-of-it</p>',
  '<p>Available for long engagements from January; I answer within a day, Monday to Friday.</p>',
].join('');

/**
 * A long self-intro with a list and a long address: it wraps inside the page (no sideways
 * scroll), and the page's title and search description are the profile's figures, not the intro.
 */
export const LongIntro: Story = {
  beforeEach({ msw }) {
    const db = getMockDb();
    msw.use(
      fetchPublicProfileMock.success({
        ...publicProfileView(db, findPublicByFlid(db, 'chen_wei')!),
        self_intro_html: longIntro,
        skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Accessibility', 'Performance'],
        job_success: {
          score: 92,
          counted: 12,
          successful: 11,
          completed: 12,
          closed: 0,
          repeat_clients: 3,
          disputed: 0,
        },
        average_rating: 4.8,
        review_count: 9,
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Performance work: Lighthouse/)).toBeVisible();
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(document.title).toBe('Wei Chen · Lancer');
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Wei Chen on Lancer: $38/h. Skills: React, TypeScript, Node.js, PostgreSQL, Accessibility, Performance. ' +
        'Job success 92%. Rated 4.8 of 5 from 9 reviews.',
    );
  },
};

/**
 * Signed in, the page offers "Invite to a job" (Workers, searched for this provider), "Send an offer"
 * (decision 2202) and Report on the profile and each review (decision 1504).
 */
export const SignedIn: Story = {
  args: { inviteHref: '/workers?find=chen_wei', canReport: true, offerHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = await canvas.findByRole('link', { name: 'Invite to a job' });
    await expect(invite).toHaveAttribute('href', '/workers?find=chen_wei');
    await expect(canvas.getByRole('link', { name: 'Send an offer to Wei Chen' })).toHaveAttribute(
      'href',
      '/offers/new?provider_id=user-chen',
    );
    // The reviews load after the profile: the picture waits for them.
    await canvas.findByRole('article', { name: 'Review by Grace Hopper' });
    // The report button loads when a signed-in visitor sees it (decision 1381).
    await expect(await canvas.findByRole('button', { name: 'Report profile' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Report review' })).toBeVisible();
  },
};

/** Grace, who wrote the review, is offered Report on the profile but not on her own review. */
export const SignedInAsReviewer: Story = {
  args: { inviteHref: '/workers?find=chen_wei', canReport: true, currentUserId: 'user-grace' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const review = await canvas.findByRole('article', { name: 'Review by Grace Hopper' });
    // The report button loads when a signed-in visitor sees it (decision 1381).
    await expect(await canvas.findByRole('button', { name: 'Report profile' })).toBeVisible();
    await expect(within(review).queryByRole('button', { name: 'Report review' })).toBeNull();
  },
};

/**
 * A guest is offered no invitation, and "Send an offer" through sign-in; the how of job success is
 * said under its figure.
 */
export const Guest: Story = {
  args: { offerHref: guestOfferHref },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Wei Chen' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Invite to a job' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Send an offer to Wei Chen' })).toHaveAttribute(
      'href',
      `/signin?redirectTo=${encodeURIComponent('/offers/new?provider_id=user-chen')}`,
    );
    await expect(canvas.queryByRole('button', { name: 'Report profile' })).toBeNull();
    await expect(canvas.getByText(/went well when it was completed with a client score of 80/)).toBeVisible();
    await canvas.findByRole('article', { name: 'Review by Grace Hopper' });
  },
};

/**
 * An administrator refunded Grace in full on a dispute over Ada's bakery project (decision 1380): the
 * project counts as finished and not gone well, so Ada's job success is 0%, and the figure says one
 * of her projects ended in a dispute that gave the client money back.
 */
// proves: JOB-SUCCESS
export const ADisputeRefunded: Story = {
  args: { flid: 'ada_lovelace' },
  beforeEach() {
    const db = getMockDb();
    db.disputes.unshift(
      buildDecidedDispute(db, {
        outcome: 'refund',
        provider_cents: 0,
        client_cents: 20_000,
        reason: 'The vector files never came.',
        refund_id: 're_sandbox_story',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('0%')).toBeVisible();
    await expect(
      canvas.getByText('0 of 1 finished projects went well (0 completed, 0 closed), plus 0 repeat clients.'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'One of them ended in a dispute that gave the client money back (a refund counts as not going well, a split as half).',
      ),
    ).toBeVisible();
    await canvas.findByText('No reviews yet');
  },
};

/** Ada's portfolio (decision 1370): her three items in her order, covers, thumbnails and links. */
export const Portfolio: Story = {
  args: { flid: 'ada_lovelace' },
  beforeEach() {
    seedMockPortfolio(getMockDb(), 'user-ada');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Portfolio' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Portfolio items' }));
    await expect(list.getAllByRole('article')).toHaveLength(3);
    const first = 'Checkout rebuilt for a shop of 40,000 orders a month';
    await expect(list.getByRole('img', { name: `${first}, image 1 of 2` })).toBeVisible();
    await expect(list.getByRole('img', { name: `${first}, image 2 of 2` })).toBeVisible();
    await expect(list.getByRole('link', { name: /example\.com\/case-studies\/checkout/ })).toHaveAttribute(
      'href',
      'https://example.com/case-studies/checkout',
    );
  },
};

/** The portfolio in Chinese: the heading and the images' names. */
export const PortfolioChinese: Story = {
  args: { flid: 'ada_lovelace' },
  globals: { locale: 'zh' },
  beforeEach() {
    seedMockPortfolio(getMockDb(), 'user-ada', 2);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '作品集' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', {
        name: 'Booking dashboard for a chain of salons，第 1 张图片（共 1 张）',
      }),
    ).toBeVisible();
  },
};
