import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { fetchUnreadCountMock } from '@lancer/api/mocks/handlers/notification/fetch-unread-count';
import { useFetchUnreadCount } from '@lancer/api/notification/fetch-unread-count';

import { AppToaster } from './app-toaster';

/** A read in the background, as the bell's count is on every signed-in page. */
function BackgroundRead() {
  useFetchUnreadCount();
  return <p className="p-4 text-sm">A signed-in page</p>;
}

const meta = {
  title: 'Features/Shell/AppToaster',
  component: AppToaster,
  render: () => (
    <>
      <BackgroundRead />
      <AppToaster />
    </>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppToaster>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A background read refused for going over a limit: a toast says how long to wait. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(fetchUnreadCountMock.rateLimited(45));
  },
  play: async () => {
    await expect(await screen.findByText('Too many tries. Try again in 45 seconds.')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach({ msw }) {
    msw.use(fetchUnreadCountMock.rateLimited(45));
  },
  play: async () => {
    await expect(await screen.findByText(/45秒钟后/)).toBeVisible();
  },
};
