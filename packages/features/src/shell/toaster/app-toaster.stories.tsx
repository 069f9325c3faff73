import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';

import { fetchUnreadCountMock } from '@lancer/api/mocks/handlers/notification/fetch-unread-count';
import { updateSelfIntroMock } from '@lancer/api/mocks/handlers/user/update-self-intro';
import { useFetchUnreadCount } from '@lancer/api/notification/fetch-unread-count';
import { useMarkNotificationsRead } from '@lancer/api/notification/mark-notifications-read';
import { useUpdateSelfIntro } from '@lancer/api/user/update-self-intro';
import { Button } from '@lancer/ui/components/button';

import { AppToaster } from './app-toaster';

/** A read in the background, as the bell's count is on every signed-in page. */
function BackgroundRead() {
  useFetchUnreadCount();
  return <p className="p-4 text-sm">A signed-in page</p>;
}

/** A form whose save the reader leaves before it answers (or stays for, with "Save"). */
function SelfIntroForm({ onLeave }: { onLeave: () => void }) {
  const save = useUpdateSelfIntro();
  const send = () => save.mutate({ body: { content: 'Bakery sites and booking pages.' } });
  return (
    <div className="flex gap-2 p-4">
      <Button onClick={send}>Save</Button>
      <Button
        variant="outline"
        onClick={() => {
          send();
          onLeave();
        }}
      >
        Save and leave
      </Button>
      {save.isSuccess ? <p role="status">Saved here</p> : null}
    </div>
  );
}

/** A bell item followed away: marking it read is not a change the reader waits to hear about. */
function NotificationItem({ onFollow }: { onFollow: () => void }) {
  const markRead = useMarkNotificationsRead();
  return (
    <Button
      onClick={() => {
        markRead.mutate({ body: { all: true } });
        onFollow();
      }}
    >
      Open the notification
    </Button>
  );
}

function FollowsANotification() {
  const [left, setLeft] = useState(false);
  return left ? (
    <p className="p-4 text-sm">The request hub</p>
  ) : (
    <NotificationItem onFollow={() => setLeft(true)} />
  );
}

function LeavesAForm() {
  const [left, setLeft] = useState(false);
  return left ? <p className="p-4 text-sm">Another page</p> : <SelfIntroForm onLeave={() => setLeft(true)} />;
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

/** A save that finished after the reader left its page: the toast says it was saved. */
// proves: SHELL-TOAST-OFFSCREEN
export const SavedAfterLeaving: Story = {
  render: () => (
    <>
      <LeavesAForm />
      <AppToaster />
    </>
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save and leave' }));
    await expect(await screen.findByText('Another page')).toBeVisible();
    await expect(await screen.findByText('Your change was saved.')).toBeVisible();
  },
};

/** The same save refused after the reader left: the toast says so, with the server's words. */
export const FailedAfterLeaving: Story = {
  render: SavedAfterLeaving.render,
  beforeEach({ msw }) {
    msw.use(updateSelfIntroMock.error(500, 'INTERNAL', 'The server could not save it.'));
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save and leave' }));
    await expect(await screen.findByText('Your change could not be saved.')).toBeVisible();
    await expect(screen.getByText('The server could not save it.')).toBeVisible();
  },
};

/** A save its screen is still there for: the screen says so itself, no toast. */
export const SavedInPlace: Story = {
  render: SavedAfterLeaving.render,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Saved here');
    // The toast would have come with the answer; give it a moment to be sure none does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByText('Your change was saved.')).toBeNull();
  },
};

/** A read mark that finished after its popover was left: quiet (WhenLeft 'quiet'), no toast. */
export const QuietCallAfterLeaving: Story = {
  render: () => (
    <>
      <FollowsANotification />
      <AppToaster />
    </>
  ),
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Open the notification' }));
    await expect(await screen.findByText('The request hub')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('status')).toBeNull();
    await expect(screen.queryByText('Your change was saved.')).toBeNull();
  },
};
