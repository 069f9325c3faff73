import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { resetMockDb } from '@lancer/api/mocks/db/store';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { fetchRequestMock } from '@lancer/api/mocks/handlers/request/fetch-request';

import { JobSubmitted } from './job-submitted';

import { errorStory, loadingStory } from '../../lib/state-stories';

const meta = {
  title: 'Features/Hire/JobSubmitted',
  component: JobSubmitted,
  args: {
    requestId: 'request-open',
    jobLink: 'https://lancer.example/make-proposal/request-open/new',
    writeClipboard: fn(async () => {}),
  },
  parameters: { layout: 'fullscreen' },
  beforeEach() {
    resetMockDb();
  },
} satisfies Meta<typeof JobSubmitted>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The posted job and the next steps: invite providers, see it in Posts, copy its link. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your job is posted' })).toBeVisible();
    await expect(await canvas.findByText('Recruiting')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Invite providers' })).toHaveAttribute('href', '/workers');
    await expect(canvas.getByRole('link', { name: 'See it in Posts' })).toHaveAttribute('href', '/posts');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(args.jobLink);
    await expect(await canvas.findByText('The link is copied.')).toBeVisible();
  },
};

/** A clipboard the browser refuses: said, nothing else breaks. */
export const CopyFails: Story = {
  args: { writeClipboard: fn(async () => Promise.reject(new globalThis.Error('denied'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expect(
      await canvas.findByText('The link could not be copied; select it and copy it by hand.'),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(fetchRequestMock.loading());

export const Error: Story = errorStory(fetchRequestMock.error(404), 'The job could not be loaded.');

/** A long title, many skills and a long link wrap inside the page. */
export const LongContent: Story = {
  args: { jobLink: `https://lancer.example/make-proposal/${'a'.repeat(90)}/new` },
  beforeEach({ msw }) {
    msw.use(
      fetchRequestMock.success(
        buildRequest({
          title:
            'Rebuild the whole booking, payments, reminders, loyalty points and stylist calendar system for a chain of salons',
          skills: [
            'React',
            'TypeScript',
            'PostgreSQL',
            'Payments',
            'Calendars',
            'Notifications',
            'Accessibility',
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Rebuild the whole booking/)).toBeVisible();
    await expect(canvas.getByText('Accessibility')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '工作已发布' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: '邀请服务商' })).toBeVisible();
  },
};
