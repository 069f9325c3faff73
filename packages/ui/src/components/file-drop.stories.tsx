import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FileDrop } from './file-drop';
import { expectInside, lineCount, textBox } from '../stories/story-layout';

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: { accept: ['image/png', 'image/jpeg'], maxSize: 1024, onFiles: fn(), onReject: fn() },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;
export default meta;

type Story = StoryObj<typeof meta>;

const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });

const dropOn = (zone: HTMLElement, files: File[]) => {
  const data = new DataTransfer();
  files.forEach((f) => data.items.add(f));
  // Real browser events carrying a real DataTransfer, as a drag from the desktop produces.
  zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByRole('group', { name: 'Drop files here' });
    dropOn(zone, [file('avatar.png', 'image/png')]);
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'avatar.png' })]);
  },
};

export const Pick: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, file('me.jpg', 'image/jpeg'));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'me.jpg' })]);
  },
};

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByRole('group');
    await userEvent.tab();
    await expect(zone).toHaveFocus();
    const data = new DataTransfer();
    data.items.add(file('screenshot.png', 'image/png'));
    zone.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect(args.onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'screenshot.png' })]);
    // The focus ring is painted only when the page has window focus; blur for a stable baseline.
    zone.blur();
  },
};

export const RejectsType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropOn(canvas.getByRole('group'), [file('notes.txt', 'text/plain')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unsupported file type');
    await expect(args.onReject).toHaveBeenCalledWith(
      [expect.objectContaining({ name: 'notes.txt' })],
      'type',
    );
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription('Unsupported file type');
  },
};

export const RejectsSize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    dropOn(canvas.getByRole('group'), [file('huge.png', 'image/png', 4096)]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File is too large');
    await expect(args.onReject).toHaveBeenCalledWith(expect.any(Array), 'size');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    dropOn(within(canvasElement).getByRole('group'), [file('a.png', 'image/png')]);
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** A long title and hint wrap inside the zone; the zone keeps its width. */
export const LongText: Story = {
  args: {
    labels: {
      title: 'Drop the signed contract, the statement of work and any reference designs here',
      hint: 'PDF, PNG or JPEG up to 10 MB each. You can also paste a screenshot or choose files from your device.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('group', { name: /Drop the signed contract/ });
    for (const text of [canvas.getByText(/Drop the signed contract/), canvas.getByText(/PDF, PNG or JPEG/)]) {
      await expect(lineCount(text)).toBeGreaterThan(1);
      await expectInside(textBox(text), zone);
    }
    await expectInside(zone, zone.parentElement!);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    labels: {
      title: '将文件拖到这里',
      hint: '或粘贴，或从设备中选择',
      browse: '选择文件',
      unsupported: '不支持的文件类型',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dropOn(canvas.getByRole('group', { name: '将文件拖到这里' }), [file('a.txt', 'text/plain')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不支持的文件类型');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
