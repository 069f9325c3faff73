import type { Decorator, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import type { LineChartProps } from '../components/line-chart';
import { dollars, drawn, earnings, earningsZh, series, seriesZh, yuan } from './chart-data';

/** The earnings-by-month args the line, area and bar chart stories share. */
export const earningsChartArgs = {
  title: 'Earnings by month',
  summary: 'Earnings rose from $1,600 in June to $3,800 in November; fixed-price work brought most of it.',
  data: earnings,
  xKey: 'month',
  series,
  valueFormatter: dollars,
  animate: false,
} satisfies LineChartProps;

export const chartWidth: Decorator = (Story) => (
  <div className="w-[32rem]">
    <Story />
  </div>
);

type ChartStory = StoryObj<LineChartProps>;

/**
 * Default, Empty, Chinese and Dark stories for a time-series chart; `mark` is the CSS selector of
 * what the chart draws (a line, an area, bars), which each play waits for.
 */
export function earningsChartStories(
  mark: string,
): Record<'Default' | 'Empty' | 'Chinese' | 'Dark', ChartStory> {
  return {
    Default: {
      play: async ({ canvasElement }) => {
        await drawn(canvasElement, mark);
        const image = within(canvasElement).getByRole('img', { name: 'Earnings by month' });
        await expect(image).toHaveAccessibleDescription(/rose from \$1,600/);
        await expect(canvasElement.querySelectorAll(mark).length).toBeGreaterThan(0);
      },
    },
    Empty: {
      args: { data: [], summary: 'No earnings yet.' },
      play: async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('img')).toHaveAccessibleDescription('No earnings yet.');
      },
    },
    Chinese: {
      globals: { locale: 'zh' },
      args: {
        title: '每月收入',
        summary: '收入从六月的 ¥1,600 增长到十一月的 ¥3,800。',
        data: earningsZh,
        series: seriesZh,
        valueFormatter: yuan,
      },
      play: async ({ canvasElement }) => {
        await drawn(canvasElement, mark);
        await expect(within(canvasElement).getByRole('img', { name: '每月收入' })).toBeVisible();
      },
    },
    Dark: {
      globals: { theme: 'dark' },
      play: async ({ canvasElement }) => {
        await drawn(canvasElement, mark);
      },
    },
  };
}
