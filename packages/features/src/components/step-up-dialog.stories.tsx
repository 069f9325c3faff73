import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { StepUpDialog } from './step-up-dialog';

/** STEP-UP (decision 1026): "Confirm it's you", over the form whose call asked for it. */
const meta = {
  title: 'Features/Auth/StepUpDialog',
  component: StepUpDialog,
  args: {
    open: true,
    confirmWith: 'factor',
    pending: false,
    refused: null,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof StepUpDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: "Confirm it's you" }));

/** An account with a second factor: a code of it (or a recovery code); blank, it asks for one. */
export const Default: Story = {
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open.getByText(/authenticator app or a recovery code/)).toBeVisible();
    await userEvent.click(open.getByRole('button', { name: 'Confirm' }));
    await expect(await open.findByText('Enter a code')).toBeVisible();
    await userEvent.type(open.getByLabelText('Code'), '123456');
    await userEvent.click(open.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('123456');
  },
};

/** The server refused the code: its words, with the tries left. */
export const WrongCode: Story = {
  args: { refused: 'Wrong code. 4 tries left.' },
  play: async () => {
    await expect((await dialog()).getByText('Wrong code. 4 tries left.')).toBeVisible();
  },
};

/** An account without a factor confirms with its password. */
export const Password: Story = {
  args: { confirmWith: 'password' },
  play: async ({ args }) => {
    const open = await dialog();
    await expect(open.getByText(/Enter your password/)).toBeVisible();
    await userEvent.type(open.getByLabelText('Password'), 'lancer-demo-1');
    await userEvent.click(open.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('lancer-demo-1');
  },
};

/** In Chinese, refused. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { refused: '验证码错误。还可尝试 4 次。' },
  play: async () => {
    const open = within(await screen.findByRole('dialog'));
    await expect(open.getByText('验证码错误。还可尝试 4 次。')).toBeVisible();
  },
};

/** In the dark theme, with the password. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { confirmWith: 'password' },
  play: async () => {
    const open = await dialog();
    await expect(open.getByLabelText('Password')).toHaveAttribute('type', 'password');
  },
};
