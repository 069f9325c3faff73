import type { Meta, StoryObj } from '@storybook/react-vite';

import { chartWidth, earningsChartArgs, earningsChartStories } from '../stories/earnings-chart-stories';
import { LineChart } from './line-chart';

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  args: earningsChartArgs,
  decorators: [chartWidth],
} satisfies Meta<typeof LineChart>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = earningsChartStories('.recharts-line-curve');
export const Default: Story = stories.Default;
export const Empty: Story = stories.Empty;
export const Chinese: Story = stories.Chinese;
export const Dark: Story = stories.Dark;
