import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ConfirmButton } from './confirm-button';
import { Textarea } from './textarea';

const meta = {
  title: 'UI/ConfirmButton',
  component: ConfirmButton,
  args: {
    label: 'Remove',
    ariaLabel: 'Remove Visa ending 4242',
    title: 'Remove this card?',
    description: 'Visa ending 4242 will no longer be charged. You can add it again later.',
    confirm: 'Remove card',
    cancel: 'Cancel',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing happens until the dialog's confirm button is pressed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Visa ending 4242' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Remove this card?' });
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Cancel closes the dialog and leaves things as they were. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Visa ending 4242' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the action runs the trigger is busy and takes no second click. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove Visa ending 4242' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
  },
};

/** A destructive action with a field of its own inside the dialog (a reason). */
export const DestructiveWithReason: Story = {
  args: {
    variant: 'destructive',
    label: 'Reject',
    ariaLabel: undefined,
    title: 'Reject this proposal?',
    description: 'The provider is told it was not chosen.',
    confirm: 'Reject',
    children: <Textarea aria-label="Reason (optional)" placeholder="Reason (optional)" />,
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Reject this proposal?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Over budget');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    label: '移除',
    ariaLabel: '移除尾号 4242 的 Visa 卡',
    title: '移除这张卡？',
    description: '尾号 4242 的 Visa 卡将不再被扣款。之后可以重新添加。',
    confirm: '移除卡片',
    cancel: '取消',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '移除尾号 4242 的 Visa 卡' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name: '移除这张卡？' }),
    ).toBeVisible();
  },
};
