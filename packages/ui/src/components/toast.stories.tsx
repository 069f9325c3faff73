import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import type { ToastInput } from '../lib/toast-store';
import { Button } from './button';
import { expectInside, lineCount, longEmail, longTitle, textBox } from '../stories/story-layout';
import { toast, Toaster } from './toast';

function ToastExample({
  input,
  trigger = 'Save',
  closeLabel,
}: {
  input: ToastInput;
  trigger?: string;
  closeLabel?: string;
}) {
  return (
    <div className="h-40">
      <Button onClick={() => toast(input)}>{trigger}</Button>
      <Toaster closeLabel={closeLabel} />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastExample,
  args: { input: { title: 'Profile saved', description: 'Your changes are live.', duration: Infinity } },
} satisfies Meta<typeof ToastExample>;
export default meta;

type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement, trigger = 'Save') => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: trigger }));
  return within(canvasElement.ownerDocument.body).findByText(/./, { selector: '[data-slot="toast-title"]' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const title = await showToast(canvasElement);
    await expect(title).toHaveTextContent('Profile saved');
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await showToast(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Profile saved')).not.toBeInTheDocument());
  },
};

export const HidesItself: Story = {
  args: { input: { title: 'Copied', duration: 300 } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await showToast(canvasElement);
    await waitFor(() => expect(body.queryByText('Copied')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Success: Story = {
  args: { input: { title: 'Proposal sent', variant: 'success', duration: Infinity } },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};

export const Destructive: Story = {
  args: {
    input: {
      title: 'Could not save',
      description: 'Check your connection and try again.',
      variant: 'destructive',
      duration: Infinity,
    },
  },
  play: async ({ canvasElement }) => {
    const title = await showToast(canvasElement);
    await expect(title.closest('[data-slot="toast"]')).toHaveAttribute('data-variant', 'destructive');
  },
};

/** A long title wraps clear of the close button; an unbroken e-mail address breaks inside the toast. */
export const LongText: Story = {
  args: {
    input: {
      title: `${longTitle} was approved`,
      description: `The receipt is on its way to ${longEmail}.`,
      duration: Infinity,
    },
  },
  play: async ({ canvasElement }) => {
    const title = await showToast(canvasElement);
    const toastElement = title.closest('[data-slot="toast"]')!;
    const close = within(toastElement as HTMLElement)
      .getByRole('button', { name: 'Close' })
      .getBoundingClientRect();
    await expect(lineCount(title)).toBeGreaterThan(1);
    await expect(textBox(title).right).toBeLessThanOrEqual(close.left);
    await expectInside(textBox(within(toastElement as HTMLElement).getByText(/The receipt/)), toastElement);
    await expectInside(toastElement, new DOMRect(0, 0, window.innerWidth, window.innerHeight));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    trigger: '保存',
    closeLabel: '关闭',
    input: { title: '资料已保存', description: '您的修改已生效。', duration: Infinity },
  },
  play: async ({ canvasElement }) => {
    await expect(await showToast(canvasElement, '保存')).toHaveTextContent('资料已保存');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await showToast(canvasElement);
  },
};
