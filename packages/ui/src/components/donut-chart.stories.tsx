import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { dollars, drawn } from '../stories/chart-data';
import { DonutChart } from './donut-chart';

const meta = {
  title: 'UI/DonutChart',
  component: DonutChart,
  args: {
    title: 'Milestones by state',
    summary: '12 milestones: 7 paid, 3 implementing, 2 outstanding.',
    data: [
      { key: 'paid', label: 'Paid', value: 7, colour: 1 },
      { key: 'implementing', label: 'Implementing', value: 3, colour: 2 },
      { key: 'outstanding', label: 'Outstanding', value: 2, colour: 3 },
    ],
    centerLabel: '12',
    animate: false,
  },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-pie-sector');
    await expect(canvasElement.querySelectorAll('.recharts-pie-sector')).toHaveLength(3);
    await expect(
      within(canvasElement).getByRole('img', { name: 'Milestones by state' }),
    ).toHaveAccessibleDescription(/7 paid/);
  },
};

export const Money: Story = {
  args: {
    title: 'Spend by category',
    summary: 'Design $1,200, development $4,800.',
    data: [
      { key: 'design', label: 'Design', value: 1200 },
      { key: 'dev', label: 'Development', value: 4800 },
    ],
    valueFormatter: dollars,
    centerLabel: '$6,000',
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-pie-sector');
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    title: '里程碑状态',
    summary: '共 12 个里程碑：7 个已付款，3 个实施中，2 个待交付。',
    data: [
      { key: 'paid', label: '已付款', value: 7 },
      { key: 'implementing', label: '实施中', value: 3 },
      { key: 'outstanding', label: '待交付', value: 2 },
    ],
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-pie-sector');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, '.recharts-pie-sector');
  },
};
