import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoreHorizontalIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { IconButton } from './icon-button';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Add milestone', icon: <PlusIcon />, variant: 'outline', onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add milestone' });
    // The label is the accessible name and the pointer's tooltip.
    await expect(button).toHaveAttribute('title', 'Add milestone');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Add milestone' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** A row of actions on a list item: ghost, small, each with its own name. */
export const Toolbar: Story = {
  render: (args) => (
    <div role="toolbar" aria-label="Milestone 2" className="flex gap-1">
      <IconButton label="Edit milestone" icon={<PencilIcon />} size="sm" onClick={args.onClick} />
      <IconButton label="Delete milestone" icon={<Trash2Icon />} size="sm" onClick={args.onClick} />
      <IconButton label="More actions" icon={<MoreHorizontalIcon />} size="sm" onClick={args.onClick} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Delete milestone' });
    await expect(remove.getBoundingClientRect().width).toBe(32);
    await userEvent.click(remove);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add milestone' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  args: { label: '添加里程碑' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '添加里程碑' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Toolbar.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
