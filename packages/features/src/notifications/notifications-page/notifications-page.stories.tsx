import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { fetchNotifications } from '@lancer/api/contract/notification';

import { mockSigninFromNewDevice } from '@lancer/api/mocks/db/known-devices';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { fixtureTime } from '@lancer/api/mocks/factories/sequence';
import { fetchNotificationsMock } from '@lancer/api/mocks/handlers/notification/fetch-notifications';
import { errorResponse } from '@lancer/api/mocks/handlers/operation-mock';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { recordLinkClicks } from '../../navigation/link-clicks';
import { NotificationsPage } from './notifications-page';

const meta = {
  title: 'Features/Notifications/NotificationsPage',
  component: NotificationsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement, name = 'All notifications') =>
  within(await within(canvasElement).findByRole('list', { name }));

/** The demo client's notifications, newest first: two unread (marked), one read, each a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const items = await list(canvasElement);
    const links = items.getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links.map((link) => /^Unread:/.test(link.textContent ?? ''))).toEqual([true, true, false]);
    await expect(await canvas.findByText('2 unread')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
  },
};

/** A sign-in from a new device heads the list: the device, its address, and where to end that session. */
// proves: NEW-DEVICE-ALERT
export const NewDevice: Story = {
  beforeEach() {
    mockSigninFromNewDevice(getMockDb());
  },
  play: async ({ canvasElement }) => {
    const [first] = (await list(canvasElement)).getAllByRole('link');
    await expect(first).toHaveTextContent(
      /^Unread: New sign-in to your account: Safari on iOS \(203\.0\.113\.7\)/,
    );
    await expect(within(first!).getByText('Not you? End that session')).toBeVisible();
    await expect(first).toHaveAttribute('href', '/login/devices?session=session-grace-phone');
    await expect(await within(canvasElement).findByText('3 unread')).toBeVisible();
  },
};

/** One kind only: the list shows that kind's; a kind with none says so. */
export const ByKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    const kind = canvas.getByRole('combobox', { name: 'Kind' });
    await expect(kind).toHaveTextContent('Every kind');
    await userEvent.click(kind);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', {
        name: 'An issue gets a comment',
      }),
    );
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('link')).toHaveLength(1));
    await expect((await list(canvasElement)).getByRole('link')).toHaveTextContent(/commented on the issue/);
    await userEvent.click(kind);
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'A dispute is settled' }),
    );
    await expect(await canvas.findByText('No notifications of this kind')).toBeVisible();
  },
};

/** "Mark all as read": every item shows read, the count says so, the button has nothing left to do. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await list(canvasElement);
    await canvas.findByText('2 unread');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByText('All read')).toBeVisible();
    await waitFor(() => expect(items.queryAllByText(/^Unread:/)).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

/** Following an unread one goes to its page and marks it read. */
export const FollowOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const followed = recordLinkClicks(canvasElement.ownerDocument);
    const items = await list(canvasElement);
    await canvas.findByText('2 unread');
    const issue = items.getByRole('link', { name: /commented on the issue/ });
    await userEvent.click(issue);
    await expect(followed).toEqual([issue.getAttribute('href')]);
    await expect(await canvas.findByText('1 unread')).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** "Unread": only the unread ones; once all are read, the page says there is nothing unread. */
export const UnreadOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Unread' }));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('link')).toHaveLength(2));
    const items = await list(canvasElement);
    await expect(items.getAllByRole('link').every((link) => /^Unread:/.test(link.textContent ?? ''))).toBe(
      true,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByText('No unread notifications')).toBeVisible();
  },
};

/** More than a page (LIST-LOAD-MORE): 20 first, the rest on "Load more". */
export const MoreThanAPage: Story = {
  // The list makes the page taller than the frame, and a picture that tall paints only its first screen.
  parameters: { visual: { disable: true } },
  beforeEach() {
    const db = getMockDb();
    db.notifications = Array.from({ length: 23 }, (_, index) => ({
      id: `notification-${index + 1}`,
      recipient_id: db.defaultUserId,
      kind: 'milestone_paid' as const,
      subject: { project_id: 'project-1', milestone_id: `milestone-${index + 1}` },
      actor: null,
      title: `Milestone ${index + 1}`,
      read_at: index < 3 ? null : fixtureTime(200),
      created_at: fixtureTime(100 - index),
    }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await list(canvasElement);
    await expect(items.getAllByRole('link')).toHaveLength(20);
    await expect(canvas.getByText('Showing 20 of 23')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items.getAllByRole('link')).toHaveLength(23));
    await expect(items.getAllByRole('link').at(-1)).toHaveTextContent(
      'The milestone “Milestone 23” was paid',
    );
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach() {
    getMockDb().notifications = [];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(await canvas.findByText('All read')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Loading: Story = loadingStory(fetchNotificationsMock.loading());

export const Error: Story = errorStory(
  fetchNotificationsMock.error(500),
  'Your notifications could not be loaded.',
);

/** The call fails, then answers again: "Try again" shows the list. */
let failing = true;
export const RetryAfterError: Story = {
  beforeEach({ msw }) {
    failing = true;
    // Answers nothing once `failing` is off: msw then falls through to the stateful mock.
    msw.use(
      http.get('*' + fetchNotifications.path, () =>
        failing ? errorResponse(500, 'INTERNAL', 'Server error') : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your notifications could not be loaded.');
    failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    const items = await list(canvasElement);
    await expect(items.getAllByRole('link')).toHaveLength(3);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '通知' })).toBeVisible();
    const items = await list(canvasElement, '全部通知');
    await expect(items.getAllByRole('link')[0]).toHaveTextContent(/^未读: .*提交了方案/);
    await expect(await canvas.findByText('2 条未读')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部标为已读' })).toBeEnabled();
  },
};
