import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { totpCode } from '@lancer/api/rules/second-factor';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs } from '../mocks/flow-start';

const meta = {
  title: 'Flows/Turn on a second factor',
  parameters: flowParameters,
  render: (_args, { globals }) => <FlowApp persona={startAs(globals, 'client')} start="/login/security" />,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Grace turns on two-step verification with the key her authenticator app would scan (the play
 * computes the app's code from it), keeps her ten recovery codes, logs out, and signs in again with
 * her password and one of those codes, told how many remain (decision 1024).
 */
export const TurnOnASecondFactor: Story = {
  parameters: { visual: { subject: 'frame' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Turn on two-step verification' }, { timeout: 10_000 }),
    );
    await canvas.findByRole('img', { name: 'QR code of the setup key' });
    const key = canvas.getByLabelText('Setup key').textContent!.replace(/\s/g, '');
    await userEvent.type(canvas.getByLabelText('Code from the app'), totpCode(key));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and turn on' }));

    const codes = within(await canvas.findByRole('list', { name: 'Recovery codes' })).getAllByRole(
      'listitem',
    );
    await expect(codes).toHaveLength(10);
    const recoveryCode = codes[0]!.textContent!.trim();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
    await expect(await canvas.findByText('10 recovery codes left.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Sign in or create an account' }, { timeout: 10_000 }),
    );
    await userEvent.type(await canvas.findByLabelText('Email'), 'grace_hopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText('Password'), 'password123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code'), recoveryCode);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await canvas.findByText(/9 recovery codes remain/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByRole('button', { name: /Workspaces/ }, { timeout: 10_000 }),
    ).toBeVisible();
    // The Projects page itself, not the page the app passed through on the way: the picture's
    // height is measured once the play ends.
    await expect(
      await canvas.findByRole('heading', { name: 'Projects', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
