import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Badge } from './badge';
import { expectInside, expectTruncated, longTitle } from '../stories/story-layout';

const variants = ['default', 'secondary', 'outline', 'destructive', 'success', 'warning', 'info'] as const;

const meta = { title: 'UI/Badge', component: Badge, args: { children: 'React' } } satisfies Meta<
  typeof Badge
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-slot="badge"]');
    await expect(badge).toHaveTextContent('React');
    await expect(badge).toHaveAttribute('data-variant', 'default');
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
    await expect(within(canvasElement).getByRole('link', { name: 'TypeScript' })).toHaveAttribute(
      'data-slot',
      'badge',
    );
  },
};

/** Never wider than its container: plain text ends in an ellipsis and stays whole in the tooltip and the accessibility tree. */
export const LongText: Story = {
  args: { children: longTitle },
  decorators: [
    (Story) => (
      <div className="w-48">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByTitle(longTitle);
    await expectInside(badge, badge.parentElement!);
    await expectTruncated(within(badge).getByText(longTitle));
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { children: '前端开发' } };

export const Dark: Story = { globals: { theme: 'dark' }, render: Variants.render };
