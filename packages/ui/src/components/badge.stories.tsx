import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Badge } from './badge';

const variants = ['default', 'secondary', 'outline', 'destructive', 'success', 'warning', 'info'] as const;

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'React' } } satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('React')).toHaveAttribute('data-variant', 'default');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(variants.length);
  },
};

export const AsLink: Story = {
  render: () => (
    <Badge asChild variant="outline">
      <a href="#skills">TypeScript</a>
    </Badge>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'TypeScript' })).toHaveAttribute('data-slot', 'badge');
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { children: '前端开发' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
