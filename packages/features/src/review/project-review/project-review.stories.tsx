import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { REVIEW_WINDOW_DAYS } from '@lancer/api/rules/review';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { fetchProjectReviewsMock } from '@lancer/api/mocks/handlers/review/fetch-project-reviews';
import { replyToReviewMock } from '@lancer/api/mocks/handlers/review/reply-to-review';
import { submitReviewMock } from '@lancer/api/mocks/handlers/review/submit-review';

import { describedText, errorStory, loadingStory } from '../../lib/state-stories';
import { ProjectReview } from './project-review';

/**
 * Grace (the story user) is the client of "Migrate a WordPress blog to a static site" (project-done,
 * DONE), which Wei Chen delivered; the seed has both reviews in. Each story keeps the reviews its
 * state needs, and the mocks decide with the rules the server uses (rules/review.ts).
 */
const keepReviews = (...authors: ('user-grace' | 'user-chen')[]) => {
  const db = getMockDb();
  db.reviews = db.reviews.filter((review) => authors.includes(review.author_id as 'user-grace'));
};

const meta = {
  title: 'Features/Review/ProjectReview',
  component: ProjectReview,
  args: { projectId: 'project-done' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProjectReview>;
export default meta;

type Story = StoryObj<typeof meta>;

const rate = async (canvas: ReturnType<typeof within>, stars: number) =>
  userEvent.click(canvas.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }));

/** Nobody has reviewed yet: the form, the window's last day, and a way back to the project. */
export const Default: Story = {
  beforeEach() {
    keepReviews();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'How was working with Wei Chen?' }),
    ).toBeVisible();
    await expect(canvas.getByText(/You can review until November 15, 2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the project' })).toHaveAttribute(
      'href',
      '/projects?project=project-done',
    );
    await expect(canvas.getByRole('link', { name: "Wei Chen's profile" })).toHaveAttribute(
      'href',
      '/providers/chen_wei',
    );
    // The rating, then a client's three aspects of a provider (REVIEW-ASPECTS), five stars each.
    await expect(canvas.getAllByRole('radio')).toHaveLength(20);
    const details = canvas.getByRole('group', { name: 'The details (optional)' });
    for (const aspect of ['Quality', 'Communication', 'Deadlines'])
      await expect(within(details).getByRole('group', { name: aspect })).toBeVisible();
    await expect(within(details).queryByRole('group', { name: 'Payment' })).toBeNull();
  },
};

/** REVIEW-ONCE then REVIEW-BLIND: Grace submits; hers is in, hidden from Wei until he reviews. */
// proves: REVIEW-BLIND, REVIEW-ASPECTS
export const SubmitsAReview: Story = {
  beforeEach() {
    keepReviews();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'How was working with Wei Chen?' });
    await rate(canvas, 4);
    await expect(canvas.getByText('Very good')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Quality: 5 stars' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Deadlines: 3 stars' }));
    await userEvent.type(canvas.getByLabelText('Public comment'), 'Careful migration, every post kept.');
    await userEvent.type(canvas.getByLabelText('Private note to Lancer (optional)'), 'Slow to start.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByText('Your review is in: waiting for Wei Chen')).toBeVisible();
    const mine = canvas.getByRole('article', { name: 'Your review' });
    await expect(within(mine).getByText('Careful migration, every post kept.')).toBeVisible();
    await expect(within(mine).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    // The aspects rated, and not the one left empty.
    await expect(
      within(mine)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Quality', 'Deadlines']);
    await expect(canvas.getByText('Private note to Lancer: Slow to start.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit review' })).toBeNull();
  },
};

/** Submitting an empty form: the rating and the comment say what they need, on their fields. */
export const Validation: Story = {
  beforeEach() {
    keepReviews();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit review' }));
    const comment = canvas.getByLabelText('Public comment');
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(comment)).toContain('Please write a few words about working together');
    const star = canvas.getByRole('radio', { name: '1 star' });
    await expect(describedText(star)).toContain('Choose a rating from 1 to 5');
    await expect(star).toHaveFocus();
  },
};

/** The server refuses the comment (400 VALIDATION_FAILED): its words on the field, the text kept. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    keepReviews();
    msw.use(
      submitReviewMock.validationError(
        { comment: 'Please leave out email addresses and phone numbers' },
        'comment: Please leave out email addresses and phone numbers',
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'How was working with Wei Chen?' });
    await rate(canvas, 5);
    const comment = canvas.getByLabelText('Public comment');
    await userEvent.type(comment, 'Great, write me at grace@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(comment)).toContain('Please leave out email addresses and phone numbers');
    await expect(comment).toHaveValue('Great, write me at grace@example.com');
    await expect(comment).toHaveFocus();
    await expect(canvas.queryByText('The review was not saved.')).toBeNull();
  },
};

/** Wei reviewed first: Grace is told, his words stay hidden until she submits; then both show. */
// proves: REVIEW-BLIND
export const TheyReviewedFirst: Story = {
  beforeEach() {
    keepReviews('user-chen');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wei Chen has reviewed you')).toBeVisible();
    await expect(canvas.queryByText('Quick feedback and paid every milestone promptly.')).toBeNull();
    await rate(canvas, 5);
    await userEvent.type(canvas.getByLabelText('Public comment'), 'Fast and friendly.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByText('Both reviews are public')).toBeVisible();
    const theirs = canvas.getByRole('article', { name: "Wei Chen's review of you" });
    await expect(within(theirs).getByText('Quick feedback and paid every milestone promptly.')).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Your review' })).toHaveTextContent(
      'Fast and friendly.',
    );
  },
};

/** Grace's review is in, Wei's is not: hers waits (blind), with the day both would show anyway. */
export const WaitingForThem: Story = {
  beforeEach() {
    keepReviews('user-grace');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your review is in: waiting for Wei Chen')).toBeVisible();
    await expect(canvas.getByText(/when the window closes on November 15, 2026/)).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Your review' })).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/**
 * Both are in (the seed): both public, side by side, with their aspects; Wei's reply under Grace's
 * review, and under Wei's review of her the form for Grace's one reply (REVIEW-REPLY).
 */
export const BothVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Both reviews are public')).toBeVisible();
    const mine = canvas.getByRole('article', { name: 'Your review' });
    await expect(mine).toHaveTextContent('Clear designs, on time, and easy to talk to.');
    await expect(mine).toHaveTextContent('Reply from Wei Chen');
    await expect(mine).toHaveTextContent('Thank you, Grace: the brief made the work easy.');
    const theirs = canvas.getByRole('article', { name: "Wei Chen's review of you" });
    await expect(theirs).toHaveTextContent('Quick feedback and paid every milestone promptly.');
    await expect(
      within(theirs)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Communication', 'Clarity', 'Payment']);
    await expect(within(theirs).getByRole('form', { name: 'Reply to Wei Chen' })).toBeVisible();
  },
};

/** REVIEW-REPLY: an empty reply is refused on its field; then Grace replies once, and the form goes. */
// proves: REVIEW-REPLY
export const RepliesOnce: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const theirs = await canvas.findByRole('article', { name: "Wei Chen's review of you" });
    const reply = within(theirs).getByRole('form', { name: 'Reply to Wei Chen' });
    await userEvent.click(within(reply).getByRole('button', { name: 'Post reply' }));
    const field = within(reply).getByLabelText('Reply to Wei Chen');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(describedText(field)).toContain('Please write your reply');
    await userEvent.type(field, 'Thanks, Wei: glad the brief helped.');
    await userEvent.click(within(reply).getByRole('button', { name: 'Post reply' }));
    await expect(await within(theirs).findByText('Thanks, Wei: glad the brief helped.')).toBeVisible();
    await expect(theirs).toHaveTextContent('Reply from Grace Hopper');
    await expect(within(theirs).queryByRole('form')).toBeNull();
  },
};

/** The server refuses the reply (already replied elsewhere, 409): the reason above the button, the text kept. */
export const ReplyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(replyToReviewMock.error(409, 'CONFLICT', 'You already replied to this review'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const theirs = await canvas.findByRole('article', { name: "Wei Chen's review of you" });
    const field = within(theirs).getByRole('textbox', { name: 'Reply to Wei Chen' });
    await userEvent.type(field, 'Thank you!');
    await userEvent.click(within(theirs).getByRole('button', { name: 'Post reply' }));
    await expect(await within(theirs).findByText('The reply was not posted.')).toBeVisible();
    await expect(within(theirs).getByText('You already replied to this review')).toBeVisible();
    await expect(field).toHaveValue('Thank you!');
  },
};

/** The window closed with no review from Grace: she cannot review; Wei's review is public now. */
export const WindowClosed: Story = {
  beforeEach() {
    keepReviews('user-chen');
    // The mock clock past the project's last update (minute 90) plus the window.
    getMockDb().clock = 90 + REVIEW_WINDOW_DAYS * 24 * 60 + 60;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You cannot review this project')).toBeVisible();
    await expect(canvas.getByText('The 14-day review window closed on November 15, 2026.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit review' })).toBeNull();
    await expect(canvas.getByRole('article', { name: "Wei Chen's review of you" })).toBeVisible();
  },
};

/** Ada was not on this project: the server refuses (403), and the page says who may review. */
export const NotAParty: Story = {
  beforeEach() {
    getMockDb().defaultUserId = 'user-ada';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Only the client and the provider of this project can review it.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const Loading: Story = loadingStory(fetchProjectReviewsMock.loading());

export const Error: Story = errorStory(
  fetchProjectReviewsMock.error(500),
  'The reviews of this project could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach() {
    keepReviews('user-chen');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '与 Wei Chen 合作得怎么样？' })).toBeVisible();
    await expect(canvas.getByText('Wei Chen 已评价你')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交评价' })).toBeVisible();
  },
};
