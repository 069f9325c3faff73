import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { getMockDb } from '@lancer/api/mocks/db/store';
import { searchConsoleUsersMock } from '@lancer/api/mocks/handlers/console/search-console-users';
import { suspendUserMock } from '@lancer/api/mocks/handlers/console/suspend-user';

import { describedText, errorStory, loadingStory } from '../../lib/state-stories';
import { asAdministrator } from '../../lib/console-story-setups';
import { ConsoleUsers } from './console-users';

const REASON = 'Asked clients to pay outside the site.';

function chenSuspended() {
  asAdministrator();
  getMockDb().suspensions['user-chen'] = { until: '2099-01-31T23:59:59.000Z', reason: REASON };
}

const meta = {
  title: 'Features/Console/ConsoleUsers',
  component: ConsoleUsers,
  parameters: { layout: 'fullscreen' },
  beforeEach: asAdministrator,
} satisfies Meta<typeof ConsoleUsers>;
export default meta;

type Story = StoryObj<typeof meta>;

const openUser = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  const list = within(await canvas.findByRole('list', { name: 'Users found' }));
  await userEvent.click(list.getByRole('button', { name }));
  return within(await canvas.findByRole('region', { name }));
};

/** Every user, newest first; a search by a part of the email finds Ada. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Users found' }));
    await expect(list.getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'ada_love');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    const panel = await openUser(canvasElement, 'Ada Lovelace');
    await expect(panel.getByText('ada_lovelace@example.com')).toBeVisible();
    await expect(panel.getByText('Active')).toBeVisible();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'nobody-zz9');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('No users found')).toBeVisible();
  },
};

/** A suspended user: until when and why; reinstating asks first, then they are active again. */
export const SuspendedUser: Story = {
  beforeEach: chenSuspended,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Suspended until/)).toBeVisible();
    const panel = await openUser(canvasElement, 'Wei Chen');
    await expect(panel.getByText(REASON)).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Reinstate…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Reinstate Wei Chen?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reinstate' }));
    await expect(await panel.findByText('Active')).toBeVisible();
    await expect(getMockDb().operatorActions[0]).toMatchObject({
      action: 'user_reinstated',
      subject_id: 'user-chen',
    });
  },
};

/** The dialog checks the reason and the end date before anything is sent, then suspends. */
export const SuspendDialog: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openUser(canvasElement, 'Ada Lovelace');
    await userEvent.click(panel.getByRole('button', { name: 'Suspend…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(describedText(reason)).toContain('Write the reason for the suspension'));
    const until = dialog.getByLabelText(/Suspended until/);
    await expect(describedText(until)).toContain('Choose the end date');
    await userEvent.type(reason, REASON);
    await userEvent.type(until, '2020-01-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(describedText(until)).toContain('The end date must be in the future'));
    await userEvent.clear(until);
    await userEvent.type(until, '2099-01-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await panel.findByText(REASON)).toBeVisible();
    await expect(getMockDb().operatorActions[0]).toMatchObject({ action: 'user_suspended', reason: REASON });
  },
};

/** The server refuses the suspension: its reason shows in the dialog, the typed values stay. */
export const SuspendRefused: Story = {
  beforeEach({ msw }) {
    msw.use(suspendUserMock.error(409, 'CONFLICT', 'An administrator cannot suspend themselves'));
  },
  play: async ({ canvasElement }) => {
    const panel = await openUser(canvasElement, 'Ada Lovelace');
    await userEvent.click(panel.getByRole('button', { name: 'Suspend…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Ada Lovelace' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), REASON);
    await userEvent.type(dialog.getByLabelText(/Suspended until/), '2099-01-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    await expect(await dialog.findByText('An administrator cannot suspend themselves')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue(REASON);
  },
};

export const Loading: Story = loadingStory(searchConsoleUsersMock.loading());

export const Error: Story = errorStory(searchConsoleUsersMock.error(500), 'The users could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  beforeEach: chenSuspended,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '用户' })).toBeVisible();
    await expect(await canvas.findByText(/暂停至/)).toBeVisible();
  },
};
