import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { dollars, drawn, earnings, earningsZh, series, seriesZh, yuan } from '../stories/chart-data';
import { LineChart } from './line-chart';

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  args: {
    title: 'Earnings by month',
    summary: 'Earnings rose from $1,600 in June to $3,800 in November; fixed-price work brought most of it.',
    data: earnings,
    xKey: 'month',
    series,
    valueFormatter: dollars,
    animate: false,
  },
  decorators: [(Story) => <div className="w-[32rem]"><Story /></div>],
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
    const image = within(canvasElement).getByRole('img', { name: 'Earnings by month' });
    await expect(image).toHaveAccessibleDescription(/rose from \$1,600/);
    await expect(canvasElement.querySelectorAll('.recharts-line-curve').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { data: [], summary: 'No earnings yet.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleDescription('No earnings yet.');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { title: '每月收入', summary: '收入从六月的 ¥1,600 增长到十一月的 ¥3,800。', data: earningsZh, series: seriesZh, valueFormatter: yuan },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
    await expect(within(canvasElement).getByRole('img', { name: '每月收入' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-line-curve');
  },
};
