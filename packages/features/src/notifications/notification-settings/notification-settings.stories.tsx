import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { changeNotificationSettingsMock } from '@lancer/api/mocks/handlers/notification/change-notification-settings';
import { fetchNotificationSettingsMock } from '@lancer/api/mocks/handlers/notification/fetch-notification-settings';
import { notificationKinds } from '@lancer/api/schemas/notification';

import { errorStory, loadingStory } from '../../lib/state-stories';
import { NotificationSettings } from './notification-settings';

const meta = {
  title: 'Features/Notifications/NotificationSettings',
  component: NotificationSettings,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotificationSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

const proposals = 'A proposal arrives on your job';

/** Picks an option of a select (its list opens in a portal, outside the canvas). */
async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await within(trigger.ownerDocument.body).findByRole('option', { name: option }));
}

/** The save mark beside a select ("Saving…", "Saved", "Not saved"). */
const markOf = (trigger: HTMLElement) => trigger.parentElement!;

/** Nobody changed anything yet: every kind in the app only, mails in English. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    const trigger = await canvas.findByRole('combobox', { name: proposals });
    await expect(trigger).toHaveTextContent('In the app only');
    await expect(canvas.getByRole('combobox', { name: 'Language of the mails' })).toHaveTextContent(
      'English',
    );
    // The mails' language and one choice per kind.
    await expect(canvas.getAllByRole('combobox')).toHaveLength(notificationKinds.length + 1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Projects' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'A project is completed and scored' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Disputes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
};

/** "Mail at once" for proposals: saved as it is chosen, and the page says so. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: proposals });
    await choose(trigger, 'Mail at once');
    await waitFor(() => expect(markOf(trigger)).toHaveTextContent('Saved'));
    await expect(trigger).toHaveTextContent('Mail at once');
    const db = getMockDb();
    await expect(db.notificationPreferences[db.defaultUserId]?.channels.proposal_received).toBe('mail');
  },
};

/** The change is on its way: the choice shows, and "Saving…" until the server has it. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(changeNotificationSettingsMock.loading());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: 'A milestone is paid' });
    await choose(trigger, 'Daily digest');
    await waitFor(() => expect(markOf(trigger)).toHaveTextContent('Saving…'));
    await expect(trigger).toHaveTextContent('Daily digest');
  },
};

/** The server refuses the change: the choice goes back to what is stored, and the page says which. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(changeNotificationSettingsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: proposals });
    await choose(trigger, 'Off');
    await expect(
      await canvas.findByText(
        'Your change could not be saved: “A proposal arrives on your job” is as it was. Please try again.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(trigger).toHaveTextContent('In the app only'));
    await expect(markOf(trigger)).toHaveTextContent('Not saved');
  },
};

/** The mails' language: Chinese, saved. */
export const MailLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: 'Language of the mails' });
    await choose(trigger, '中文 (Chinese)');
    await waitFor(() => expect(markOf(trigger)).toHaveTextContent('Saved'));
    await expect(trigger).toHaveTextContent('中文 (Chinese)');
    const db = getMockDb();
    await expect(db.notificationPreferences[db.defaultUserId]?.language).toBe('zh');
  },
};

/** Settings saved before: each kind shows its own channel. */
export const SomeChanged: Story = {
  beforeEach() {
    const db = getMockDb();
    db.notificationPreferences[db.defaultUserId] = {
      language: 'zh',
      channels: { proposal_received: 'mail', milestone_paid: 'digest', issue_commented: 'off' },
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: proposals })).toHaveTextContent('Mail at once');
    await expect(canvas.getByRole('combobox', { name: 'A milestone is paid' })).toHaveTextContent(
      'Daily digest',
    );
    await expect(canvas.getByRole('combobox', { name: 'An issue gets a comment' })).toHaveTextContent('Off');
    await expect(canvas.getByRole('combobox', { name: 'Language of the mails' })).toHaveTextContent('中文');
  },
};

export const Loading: Story = loadingStory(fetchNotificationSettingsMock.loading());

/**
 * A sign-in from a new device is a security notice (decision 1027): always by mail, the choice
 * shown but not changeable, with the reason beside it.
 */
// proves: NEW-DEVICE-ALERT
export const SecurityAlwaysMailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Security' })).toBeVisible();
    const trigger = canvas.getByRole('combobox', { name: 'A sign-in from a new device' });
    await expect(trigger).toHaveTextContent('Mail at once');
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAccessibleDescription(/Always by mail/);
  },
};

export const Error: Story = errorStory(
  fetchNotificationSettingsMock.error(500),
  'Your notification settings could not be loaded.',
);

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '通知设置' })).toBeVisible();
    const trigger = await canvas.findByRole('combobox', { name: '你的职位收到方案' });
    await expect(trigger).toHaveTextContent('仅在应用内');
    await choose(trigger, '立即邮件');
    await waitFor(() => expect(markOf(trigger)).toHaveTextContent('已保存'));
  },
};

/** At 390 px: each kind's name above its choice, nothing wider than the screen. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('combobox', { name: proposals });
    const row = trigger.closest('li')!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    const label = within(row).getByText(proposals);
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
    const frame = trigger.closest<HTMLElement>('[class~="@container"]')!;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(390);
  },
};
