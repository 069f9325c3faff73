import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatComposer } from './chat-composer';

const meta = {
  title: 'UI/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello there{Shift>}{Enter}{/Shift}second line{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello there\nsecond line');
    await expect(box).toHaveValue('');
  },
};

/** Each change that leaves text tells the caller (who throttles the typing frames). */
export const Typing: Story = {
  args: { onType: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Message' }), 'Hi');
    await expect(args.onType).toHaveBeenCalledTimes(2);
  },
};

export const EmptyIsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please input message');
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Please input message');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox'), 'ok');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { labels: { input: '消息', placeholder: '输入消息', send: '发送', empty: '请输入消息' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入消息');
  },
};

/** With `onFiles`: an attach button opens the picker; pasted files come too; what is attached shows above. */
export const WithAttachments: Story = {
  args: {
    onFiles: fn(),
    hasAttachments: true,
    attachments: <p className="rounded-md border px-2 py-1 text-xs">screenshot.png</p>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Attach files' })).toBeVisible();
    const file = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]')!, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
    // Something is attached: a message without text may go.
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('');
  },
};

/** An upload is still running: sending waits. */
export const SendWaits: Story = {
  args: { onFiles: fn(), hasAttachments: true, sendDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Look{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
