import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { mockSigninFromNewDevice } from '@lancer/api/mocks/db/known-devices';
import { emitMockNotification } from '@lancer/api/mocks/db/notifications';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { createMockChatSocket } from '@lancer/api/mocks/mock-chat-socket';
import { fetchNotificationsMock } from '@lancer/api/mocks/handlers/notification/fetch-notifications';
import { fetchUnreadCountMock } from '@lancer/api/mocks/handlers/notification/fetch-unread-count';

import { recordLinkClicks } from '../../navigation/link-clicks';
import { NotificationBell } from './notification-bell';

/**
 * The bell on the real socket client against the /ws/chat mock, signed in as the mock's demo
 * client (Grace); `live: false`, the bell without a socket (only the calls' answers).
 */
function BellWithSocket({ live = true }: { live?: boolean }) {
  const [socket] = useState(createMockChatSocket);
  useEffect(() => {
    if (!live) return;
    socket.connect();
    return () => socket.close();
  }, [socket, live]);
  return <NotificationBell socket={live ? socket : undefined} />;
}

const meta = {
  title: 'Features/Notifications/NotificationBell',
  component: BellWithSocket,
  decorators: [
    (Story) => (
      <div className="flex min-h-[30rem] justify-end p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BellWithSocket>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openPopover = async (canvasElement: HTMLElement, name: RegExp | string, title = 'Notifications') => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name }));
  return body(canvasElement).findByRole('dialog', { name: title });
};

/** Grace has two unread and one read: the count is on the badge and in the button's name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveTextContent('2');
  },
};

/** The popover: the latest, unread ones marked, each a link to its page; "See all" goes to the page. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications, 2 unread');
    const list = await within(popover).findByRole('list', { name: 'Latest notifications' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveTextContent(/^Unread: .* sent a proposal on “/);
    await expect(links[0]!.getAttribute('href')).toMatch(/^\/request-hub\?request=/);
    await expect(links[1]).toHaveTextContent(
      /^Unread: .* commented on the issue “The croissant looks like a moon”/,
    );
    await expect(links[1]).toHaveAttribute('href', expect.stringMatching(/^\/projects\/issues\//));
    await expect(links[2]).not.toHaveTextContent(/Unread/);
    await expect(links[2]).toHaveAttribute('href', expect.stringMatching(/^\/projects\?project=/));
    await expect(within(popover).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(within(popover).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
  },
};

/** "Mark all as read": the count goes (the call's answer and the socket's frame agree), the items show read. */
// proves: NOTIFY-LIVE-COUNT
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications, 2 unread');
    await within(popover).findByRole('list', { name: 'Latest notifications' });
    await userEvent.click(within(popover).getByRole('button', { name: 'Mark all as read' }));
    await within(canvasElement).findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(within(popover).queryAllByText(/^Unread:/)).toHaveLength(0));
    await expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await expect(getMockDb().notifications.filter((item) => item.read_at === null)).toHaveLength(1);
  },
};

/** Following an unread one: the link is followed, the popover closes, the count drops by one. */
export const FollowOne: Story = {
  play: async ({ canvasElement }) => {
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    const popover = await openPopover(canvasElement, 'Notifications, 2 unread');
    const list = await within(popover).findByRole('list', { name: 'Latest notifications' });
    const [first] = within(list).getAllByRole('link');
    await userEvent.click(first!);
    await expect(followed).toEqual([first!.getAttribute('href')]);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await within(canvasElement).findByRole('button', { name: 'Notifications, 1 unread' });
  },
};

/** A proposal arrives while the page is open: the count rises over the socket, no reload, no refetch asked. */
// proves: NOTIFY-LIVE-COUNT
export const ArrivesLive: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Notifications, 2 unread' });
    const db = getMockDb();
    emitMockNotification(db, {
      recipientId: db.defaultUserId,
      kind: 'proposal_received',
      subject: { request_id: 'request-live' },
      actor: null,
      title: 'A logo for a bakery',
    });
    await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread' });
    const popover = await openPopover(canvasElement, 'Notifications, 3 unread');
    await expect(
      await within(popover).findByRole('link', { name: /Someone sent a proposal on “A logo for a bakery”/ }),
    ).toHaveAttribute('href', '/request-hub?request=request-live');
  },
};

/**
 * A sign-in from a new device (decision 1027): the item names the device and its address, offers
 * "Not you? End that session", and leads to the devices list on that session.
 */
// proves: NEW-DEVICE-ALERT
export const NewDevice: Story = {
  beforeEach() {
    mockSigninFromNewDevice(getMockDb());
  },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications, 3 unread');
    const list = await within(popover).findByRole('list', { name: 'Latest notifications' });
    const [first] = within(list).getAllByRole('link');
    await expect(first).toHaveTextContent(
      /^Unread: New sign-in to your account: Safari on iOS \(203\.0\.113\.7\)Not you\? End that session/,
    );
    await expect(first).toHaveAttribute('href', '/login/devices?session=session-grace-phone');
  },
};

export const NewDeviceChinese: Story = {
  globals: { locale: 'zh' },
  beforeEach() {
    mockSigninFromNewDevice(getMockDb());
  },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, '通知，3 条未读', '通知');
    const list = await within(popover).findByRole('list', { name: '最新通知' });
    const [first] = within(list).getAllByRole('link');
    await expect(first).toHaveTextContent(/你的账户有新的登录：iOS 上的 Safari（203\.0\.113\.7）/);
    await expect(first).toHaveTextContent(/不是你？结束该会话/);
  },
};

/** Nothing to tell: no badge, the popover says so; "Mark all as read" has nothing to do. */
export const Empty: Story = {
  beforeEach() {
    getMockDb().notifications = [];
  },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications');
    await expect(await within(popover).findByText('Nothing new')).toBeVisible();
    await expect(within(popover).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** Nothing known yet: no badge; the popover shows the loading state. */
export const Loading: Story = {
  args: { live: false },
  beforeEach({ msw }) {
    msw.use(fetchUnreadCountMock.loading(), fetchNotificationsMock.loading());
  },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications');
    await expect(await within(popover).findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The list fails: the popover says so and offers a retry; the count (its own call) still shows. */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchNotificationsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, 'Notifications, 2 unread');
    await expect(await within(popover).findByText('Notifications could not be loaded.')).toBeVisible();
    await expect(within(popover).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** More than 99 unread: the badge and the button's name say 99+. */
export const Many: Story = {
  args: { live: false },
  beforeEach({ msw }) {
    msw.use(fetchUnreadCountMock.success({ unread_count: 120 }));
  },
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const popover = await openPopover(canvasElement, '通知，2 条未读', '通知');
    const list = await within(popover).findByRole('list', { name: '最新通知' });
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent(/对“.*”提交了方案/);
    await expect(within(popover).getByRole('button', { name: '全部标为已读' })).toBeEnabled();
    await expect(within(popover).getByRole('link', { name: '查看全部通知' })).toBeVisible();
  },
};
