import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './button';
import { IconButton } from './icon-button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Post a job', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Post a job' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.dataset.variant)).toEqual([
      'default',
      'secondary',
      'outline',
      'ghost',
      'destructive',
      'link',
    ]);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = within(canvasElement).getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(large!.getBoundingClientRect().height);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  render: (args) => (
    <IconButton label="Add milestone" icon={<PlusIcon />} variant="outline" onClick={args.onClick} />
  ),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add milestone' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AsChildLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#jobs">Browse jobs</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse jobs' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('href', '#jobs');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { children: 'Send the proposal with all three milestones to the client now' },
};

export const Chinese: Story = {
  args: { children: '发布工作' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '发布工作' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Variants.render,
};
