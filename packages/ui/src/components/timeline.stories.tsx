import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckIcon, SendIcon } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { Timeline, type TimelineItem } from './timeline';

const items: TimelineItem[] = [
  {
    id: '1',
    title: 'Milestone paid',
    description: 'Wireframes · $400',
    dateTime: '2026-11-20T10:00:00Z',
    timeLabel: 'Nov 20, 2026',
    icon: <CheckIcon />,
    tone: 'success',
  },
  {
    id: '2',
    title: 'Proposal accepted',
    dateTime: '2026-11-12T08:30:00Z',
    timeLabel: 'Nov 12, 2026',
    tone: 'info',
  },
  {
    id: '3',
    title: 'Proposal sent',
    description: 'Three milestones, four weeks',
    dateTime: '2026-11-10T16:45:00Z',
    timeLabel: 'Nov 10, 2026',
    icon: <SendIcon />,
  },
];

const meta = {
  title: 'UI/Timeline',
  component: Timeline,
  args: { items, 'aria-label': 'Project history' },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Project history' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T10:00:00Z');
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: '1',
        title: 'Issue #12 reopened by the client because the payment page still fails on older phones',
        description:
          'The client attached two screenshots and a screen recording showing the failure on an older Android phone with the default browser.',
        dateTime: '2026-11-20T10:00:00Z',
        timeLabel: 'Nov 20, 2026',
        tone: 'warning',
      },
      ...items,
    ],
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    'aria-label': '项目历史',
    items: [
      {
        id: '1',
        title: '里程碑已付款',
        description: '线框图 · ¥2,800',
        dateTime: '2026-11-20T10:00:00Z',
        timeLabel: '2026年11月20日',
        tone: 'success',
        icon: <CheckIcon />,
      },
      {
        id: '2',
        title: '提案已接受',
        dateTime: '2026-11-12T08:30:00Z',
        timeLabel: '2026年11月12日',
        tone: 'info',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: '项目历史' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
