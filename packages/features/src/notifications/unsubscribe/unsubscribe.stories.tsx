import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { unsubscribeMail } from '@lancer/api/contract/notification';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { errorResponse } from '@lancer/api/mocks/handlers/operation-mock';
import { unsubscribeMailMock } from '@lancer/api/mocks/handlers/notification/unsubscribe-mail';

import { Unsubscribe } from './unsubscribe';

const meta = {
  title: 'Features/Notifications/Unsubscribe',
  component: Unsubscribe,
  parameters: { layout: 'fullscreen' },
  args: { token: 'unsubscribe-proposals' },
  // The mock store knows the tokens its mails carried; these stand for a mail's and the digest's.
  beforeEach() {
    const db = getMockDb();
    db.notificationPreferences[db.defaultUserId] = {
      language: 'en',
      channels: { proposal_received: 'mail', milestone_paid: 'digest' },
    };
    db.unsubscribeTokens['unsubscribe-proposals'] = { userId: db.defaultUserId, kind: 'proposal_received' };
    db.unsubscribeTokens['unsubscribe-digest'] = { userId: db.defaultUserId, kind: null };
  },
} satisfies Meta<typeof Unsubscribe>;
export default meta;

type Story = StoryObj<typeof meta>;

const channels = () => {
  const db = getMockDb();
  return db.notificationPreferences[db.defaultUserId]?.channels;
};

/** A proposal mail's link: that kind's mails stop, the page says which; the bell keeps them. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(await canvas.findByText('You will get no more mails for this')).toBeVisible();
    await expect(canvas.getByText(/No more mails when: “A proposal arrives on your job”/)).toBeVisible();
    await expect(channels()).toEqual({ proposal_received: 'in_app', milestone_paid: 'digest' });
    await expect(canvas.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/notification-settings',
    );
  },
};

/** The digest's link: every kind's mail stops. */
export const EveryKind: Story = {
  args: { token: 'unsubscribe-digest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You will get no more notification mails')).toBeVisible();
    await expect(channels()).toEqual({ proposal_received: 'in_app', milestone_paid: 'in_app' });
  },
};

/** A token the server does not accept (cut short, changed, forged): said plainly, nothing changed. */
export const InvalidLink: Story = {
  args: { token: 'not-a-token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This unsubscribe link is not valid')).toBeVisible();
    await expect(canvas.getByText(/Open your notification settings to stop mails there/)).toBeVisible();
    await expect(channels()).toEqual({ proposal_received: 'mail', milestone_paid: 'digest' });
  },
};

/** An address without a token: no call at all. */
export const MissingToken: Story = {
  args: { token: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This unsubscribe link has no token')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(unsubscribeMailMock.loading());
  },
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent('Stopping these mails…');
    await expect(status).toBeVisible();
  },
};

/** The server cannot answer: nothing changed, "Try again". */
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(unsubscribeMailMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your mails could not be stopped just now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The call fails, then answers: "Try again" stops the mails. */
let failing = true;
export const RetryAfterError: Story = {
  beforeEach({ msw }) {
    failing = true;
    msw.use(
      http.post('*' + unsubscribeMail.path, () =>
        failing ? errorResponse(500, 'INTERNAL', 'Server error') : undefined,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your mails could not be stopped just now');
    failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('You will get no more mails for this')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '退订' })).toBeVisible();
    await expect(await canvas.findByText('你将不再收到此类邮件')).toBeVisible();
    await expect(canvas.getByText(/以下情况不再发送邮件：“你的职位收到方案”/)).toBeVisible();
  },
};
