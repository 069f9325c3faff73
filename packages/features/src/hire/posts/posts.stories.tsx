import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { resetMockDb } from '@lancer/api/mocks/db/store';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { closeRequestMock } from '@lancer/api/mocks/handlers/request/close-request';
import { searchRequestsMock } from '@lancer/api/mocks/handlers/request/search-requests';

import { Posts } from './posts';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Hire/Posts',
  component: Posts,
  args: {},
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    resetMockDb();
  },
} satisfies Meta<typeof Posts>;
export default meta;

type Story = StoryObj<typeof meta>;

/** My jobs by status with counts; a recruiting job can be edited, duplicated and closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist', { name: 'Jobs by status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Recruiting/ })).toHaveTextContent('1'));
    // Each tab's count loads on its own.
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Ongoing/ })).toHaveTextContent('1'));
    const job = await canvas.findByRole('article', { name: 'Build a booking page for a hair salon' });
    await expect(within(job).getByRole('link', { name: 'Proposals: 1' })).toHaveAttribute(
      'href',
      '/request-hub?request=request-open',
    );
    await expect(within(job).getByRole('link', { name: /^Edit / })).toHaveAttribute(
      'href',
      '/post-job/edit?request=request-open',
    );
  },
};

/** Closing asks first; confirmed, the job moves from Recruiting to Closed. */
export const CloseJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Close Build a booking page for a hair salon' }),
    );
    const dialog = await body.findByRole('alertdialog', { name: 'Close this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    await expect(await canvas.findByText('No job is recruiting')).toBeVisible();
    const tabs = canvas.getByRole('tablist');
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Closed/ })).toHaveTextContent('1'));
    await userEvent.click(within(tabs).getByRole('tab', { name: /Closed/ }));
    await expect(
      await canvas.findByRole('article', { name: 'Build a booking page for a hair salon' }),
    ).toBeVisible();
  },
};

/** Posts has no form; its one input is the close confirm: the server refuses, the reason shows, the job stays. */
export const Validation: Story = {
  beforeEach({ msw }) {
    msw.use(
      closeRequestMock.error(409, 'INVALID_STATE_TRANSITION', 'This job is ONGOING and cannot be closed'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Close Build a booking page for a hair salon' }),
    );
    const dialog = await body.findByRole('alertdialog', { name: 'Close this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the job' }));
    await expect(
      await canvas.findByText('The job was not closed: This job is ONGOING and cannot be closed'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('article', { name: 'Build a booking page for a hair salon' }),
    ).toBeVisible();
  },
};

/** The Done tab: nothing to edit or close, a duplicate to post again. */
export const DoneTab: Story = {
  args: { initialTab: 'DONE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const job = await canvas.findByRole('article', { name: 'Migrate a WordPress blog to a static site' });
    await expect(within(job).queryByRole('link', { name: /^Edit / })).toBeNull();
    await expect(within(job).queryByRole('button', { name: /^Close / })).toBeNull();
    await expect(within(job).getByRole('link', { name: /^Duplicate / })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(searchRequestsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No job is recruiting')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(searchRequestsMock.loading());

export const Error: Story = errorStory(searchRequestsMock.error(500), 'Your jobs could not be loaded.');

const longJobs = Array.from({ length: 10 }, (_, index) =>
  buildRequest({
    id: `request-long-${index}`,
    title: `Job ${index + 1}: rebuild the booking, payments, reminders and loyalty points of a salon chain`,
    skills: ['React', 'TypeScript', 'PostgreSQL', 'Payments', 'Calendars'],
  }),
);

/** Long titles wrap in their cards; more jobs than a page show paging. */
export const LongContent: Story = {
  beforeEach({ msw }) {
    msw.use(searchRequestsMock.success({ items: longJobs, total: 23, page: 1, page_size: 10 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '我的发布' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /招聘中/ })).toBeVisible();
  },
};
