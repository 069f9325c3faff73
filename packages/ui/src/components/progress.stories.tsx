import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Progress } from './progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  args: { label: 'Profile completeness', value: 60 },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Profile completeness' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const Complete: Story = { args: { value: 100 } };

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  },
};

export const Chinese: Story = { globals: { locale: 'zh' }, args: { label: '资料完整度' } };

export const Dark: Story = { globals: { theme: 'dark' } };
