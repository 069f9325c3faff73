import type { Meta, StoryObj } from '@storybook/react-vite';

import { chartWidth, earningsChartArgs, earningsChartStories } from '../stories/earnings-chart-stories';
import { BarChart } from './bar-chart';

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: earningsChartArgs,
  decorators: [chartWidth],
} satisfies Meta<typeof BarChart>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = earningsChartStories('.recharts-bar-rectangle');
export const Default: Story = stories.Default;
export const Empty: Story = stories.Empty;
export const Chinese: Story = stories.Chinese;
export const Dark: Story = stories.Dark;
