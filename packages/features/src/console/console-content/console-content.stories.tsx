import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { searchConsoleContentMock } from '@lancer/api/mocks/handlers/console/search-console-content';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { asAdministrator } from '../../lib/console-story-setups';
import { ConsoleContent } from './console-content';

const meta = {
  title: 'Features/Console/ConsoleContent',
  component: ConsoleContent,
  parameters: { layout: 'fullscreen' },
  beforeEach: asAdministrator,
} satisfies Meta<typeof ConsoleContent>;
export default meta;

type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement, name = 'Job posts found') =>
  within(await within(canvasElement).findByRole('list', { name }));

/** Every job post, newest first: whose, what it says, when; each may be hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job posts and reviews' })).toBeVisible();
    const found = await list(canvasElement);
    await expect(found.getAllByRole('article')).toHaveLength(4);
    await expect(found.getByRole('link', { name: 'Translate a mobile app into Chinese' })).toHaveAttribute(
      'href',
      '/jobs?job=request-others',
    );
    await expect(found.getAllByRole('button', { name: 'Hide the job post…' })).toHaveLength(4);
  },
};

/** Wei's post found by his name, hidden with a reason without any report; the audit log holds it. */
export const HidesAJobPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search job posts and reviews' }), 'Wei');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('article')).toHaveLength(1));
    const post = within(canvas.getByRole('article', { name: /Job post by Wei/ }));
    await userEvent.click(post.getByRole('button', { name: 'Hide the job post…' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expect(await dialog.findByText('Write the reason')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Asks to be paid outside Lancer.');
    await userEvent.click(dialog.getByRole('button', { name: 'Hide' }));
    await expect(await post.findByText('Hidden')).toBeVisible();
    await expect(post.getByText(/Hidden since .*: Asks to be paid outside Lancer\./)).toBeVisible();
    await expect(post.getByRole('button', { name: 'Restore the job post' })).toBeVisible();
    await expect(getMockDb().operatorActions[0]).toMatchObject({
      action: 'job_post_hidden',
      subject_id: 'request-others',
      reason: 'Asks to be paid outside Lancer.',
    });
  },
};

/** The reviews: a hidden one shows why and since when, and is restored. */
export const RestoresAReview: Story = {
  beforeEach: () => {
    const review = getMockDb().reviews.find((item) => item.id === 'review-chen-grace')!;
    review.hidden = { reason: 'Names a private phone number.', hidden_at: fixtureTime(500) };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Reviews' }));
    const found = await list(canvasElement, 'Reviews found');
    await waitFor(() => expect(found.getAllByRole('article')).toHaveLength(2));
    const review = within(found.getByRole('article', { name: /, 4 of 5$/ }));
    await expect(review.getByText(/Hidden since .*: Names a private phone number\./)).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Restore the review' }));
    await expect(await review.findByRole('button', { name: 'Hide the review…' })).toBeVisible();
    await expect(review.queryByText('Hidden')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    getMockDb().requests = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing found')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(searchConsoleContentMock.loading());

export const Error: Story = errorStory(
  searchConsoleContentMock.error(500),
  'The job posts and reviews could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '职位与评价' })).toBeVisible();
    const found = await list(canvasElement, '找到的职位');
    await expect(found.getAllByRole('button', { name: '隐藏职位…' })).toHaveLength(4);
  },
};
