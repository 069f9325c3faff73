import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FlowApp } from '../mocks/flow-app';
import { flowParameters, startAs } from '../mocks/flow-start';

const meta = {
  title: 'Flows/Sign up',
  parameters: flowParameters,
  render: (_args, { globals }) => <FlowApp persona={startAs(globals, 'guest')} start="/signin" />,
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new email: the mailed code, a password, the user ID, then the signed-in Projects page. */
// proves: SIGNIN-ORDER, SIGNIN-EFFECTS
export const SignUp: Story = {
  parameters: { visual: { subject: 'frame' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), 'new.person@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await userEvent.type(await canvas.findByLabelText('New password'), 'a-long-secret-1');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'a-long-secret-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(await canvas.findByRole('heading', { name: 'Review your user ID' })).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Lancer user ID'));
    await userEvent.type(canvas.getByLabelText('Lancer user ID'), 'new_person');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    // Signed in: the app's header and the Projects page.
    await expect(
      await canvas.findByRole('button', { name: /Workspaces/ }, { timeout: 10_000 }),
    ).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('has_lancer_logged_in')).toBe('1'));
    // The Projects page itself, not the page the app passed through on the way: the picture's
    // height is measured once the play ends.
    await expect(
      await canvas.findByRole('heading', { name: 'Projects', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
