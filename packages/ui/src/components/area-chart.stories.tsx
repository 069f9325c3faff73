import type { Meta, StoryObj } from '@storybook/react-vite';

import { chartWidth, earningsChartArgs, earningsChartStories } from '../stories/earnings-chart-stories';
import { AreaChart } from './area-chart';

const meta = {
  title: 'UI/AreaChart',
  component: AreaChart,
  args: earningsChartArgs,
  decorators: [chartWidth],
} satisfies Meta<typeof AreaChart>;
export default meta;

type Story = StoryObj<typeof meta>;

const stories = earningsChartStories('.recharts-area-area');
export const Default: Story = stories.Default;
export const Empty: Story = stories.Empty;
export const Chinese: Story = stories.Chinese;
export const Dark: Story = stories.Dark;
