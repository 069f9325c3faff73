import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { drawn } from '../stories/chart-data';
import { Sparkline } from './sparkline';

const meta = {
  title: 'UI/Sparkline',
  component: Sparkline,
  args: {
    values: [3, 5, 4, 8, 7, 11, 12],
    label: 'Earnings over 7 weeks, rising from $300 to $1,200',
    animate: false,
  },
} satisfies Meta<typeof Sparkline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
    await expect(within(canvasElement).getByRole('img', { name: /rising from \$300/ })).toBeVisible();
  },
};

export const InText: Story = {
  render: (args) => (
    <div className="text-sm">
      Earnings <Sparkline {...args} colour={2} /> $1,200 this week
    </div>
  ),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { label: '近 7 周收入，从 ¥300 增长到 ¥1,200' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
    await expect(within(canvasElement).getByRole('img', { name: /近 7 周收入/ })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
  },
};
