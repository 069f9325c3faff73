import type { Meta, StoryObj } from '@storybook/react-vite';
import { InboxIcon } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from './button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  decorators: [
    (Story) => (
      <div className="w-[28rem]">
        <Story />
      </div>
    ),
  ],
  args: {
    icon: <InboxIcon />,
    title: 'No proposals yet',
    description: 'When providers send proposals for this request, they appear here.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No proposals yet' })).toBeVisible();
  },
};

const onPost = fn();
export const WithAction: Story = {
  args: { action: <Button onClick={onPost}>Post a job</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Post a job' }));
    await expect(onPost).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    title: 'Nothing matches every filter you chose for skills, budget, duration and location',
    description:
      'Try removing a filter or two. Saved searches keep working and tell you when new jobs are posted that match them.',
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { title: '还没有提案', description: '服务提供者发送提案后，会显示在这里。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '还没有提案' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
