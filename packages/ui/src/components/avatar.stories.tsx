import type { Meta, StoryObj } from '@storybook/react-vite';
import { BriefcaseIcon } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Avatar } from './avatar';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#c7d2fe"/><circle cx="50" cy="38" r="18" fill="#4338ca"/><rect x="22" y="62" width="56" height="38" rx="20" fill="#4338ca"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { email: 'ada@lancer.dev', alt: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Generated: Story = {
  play: async ({ canvasElement }) => {
    const image = await waitFor(() => {
      const found = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
      expect(found.tagName).toBe('IMG');
      return found;
    });
    // Drawn at 2x: a 100 px bitmap shown at 50 px.
    await expect(image).toHaveAttribute('width', '50');
    const bitmap = new Image();
    bitmap.src = (image as HTMLImageElement).src;
    await bitmap.decode();
    await expect(bitmap.naturalWidth).toBe(100);
  },
};

/** The usual case: the person's photo, named by its alt text. */
export const Default: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Ada Lovelace' });
    await expect(image).toHaveAttribute('data-slot', 'avatar-image');
  },
};

export const BrokenPhotoFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken', email: 'zoe@lancer.dev', alt: 'Zoe' },
  play: async ({ canvasElement }) => {
    const image = await waitFor(() => {
      const found = within(canvasElement).getByRole('img', { name: 'Zoe' });
      expect(found.tagName).toBe('IMG');
      return found;
    });
    await expect(image.closest('[data-slot="avatar-fallback"]')).not.toBeNull();
  },
};

const onBadge = fn();
export const WithProviderBadge: Story = {
  args: {
    badge: (
      <button
        type="button"
        aria-label="Service provider"
        aria-pressed
        onClick={onBadge}
        className="grid size-5 place-content-center rounded-full border-2 border-background bg-primary text-primary-foreground"
      >
        <BriefcaseIcon className="size-3" />
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Service provider' }));
    await expect(onBadge).toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      <Avatar {...args} size={24} />
      <Avatar {...args} size={32} email="bo@x.io" alt="Bo" />
      <Avatar {...args} email="carl@x.io" alt="Carl" />
      <Avatar {...args} size={80} email="dee@x.io" alt="Dee" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('img')).toHaveLength(4));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { email: '王小明@lancer.cn', alt: '王小明' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: '王小明' }).tagName).toBe('IMG'),
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull());
  },
};
