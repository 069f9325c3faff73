import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatMessageList, type ChatMessage } from './chat-message-list';

const messages: ChatMessage[] = [
  {
    id: '1',
    text: 'Hi! Is the bakery site still open?',
    mine: false,
    sentAt: '2026-11-20T09:00:00Z',
    timeLabel: '09:00',
    dayLabel: 'Yesterday',
  },
  {
    id: '2',
    text: 'Yes, send me a proposal.',
    mine: true,
    sentAt: '2026-11-20T09:05:00Z',
    timeLabel: '09:05',
    dayLabel: 'Yesterday',
    status: 'sent',
  },
  {
    id: '3',
    text: 'Sent it this morning.',
    mine: false,
    sentAt: '2026-11-21T08:00:00Z',
    timeLabel: '08:00',
    dayLabel: 'Today',
  },
  {
    id: '4',
    text: 'Looking now',
    mine: true,
    sentAt: '2026-11-21T08:10:00Z',
    timeLabel: '08:10',
    dayLabel: 'Today',
    status: 'pending',
  },
  {
    id: '5',
    text: 'Can we start Monday?',
    mine: true,
    sentAt: '2026-11-21T08:11:00Z',
    timeLabel: '08:11',
    dayLabel: 'Today',
    status: 'failed',
  },
];

const meta = {
  title: 'UI/ChatMessageList',
  component: ChatMessageList,
  args: { messages, onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatMessageList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(log.querySelectorAll('[data-slot="chat-day-separator"]')).toHaveLength(2);
    await expect(log.querySelector('[data-status="pending"]')).toHaveTextContent('Sending');
    await expect(log.querySelector('[data-status="sent"]')).toHaveTextContent('Sent');
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(expect.objectContaining({ id: '5' }));
  },
};

/** "Seen" under the last own message the other side has read. */
export const Seen: Story = {
  args: {
    messages: messages
      .slice(0, 3)
      .map((message) => (message.id === '2' ? { ...message, seen: true } : message)),
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Messages' });
    await expect(log.querySelector('[data-status="sent"]')).toHaveTextContent('Seen');
    await expect(within(log).getAllByText('Seen')).toHaveLength(1);
  },
};

/** `renderAttachments` puts a message's files under its bubble; a message of files only has no bubble. */
export const WithAttachments: Story = {
  args: {
    messages: [
      { ...messages[0]!, text: 'Here is the error I see.' },
      { ...messages[1]!, text: '' },
    ],
    renderAttachments: (message) => (
      <span className="rounded-md border px-3 py-2 text-sm">
        {message.mine ? 'brief.pdf' : 'checkout-error.png'}
      </span>
    ),
  },
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: 'Messages' });
    await expect(within(log).getByText('checkout-error.png')).toBeVisible();
    const mine = log.querySelector('[data-mine]')!;
    await expect(within(mine as HTMLElement).getByText('brief.pdf')).toBeVisible();
    await expect(mine.querySelector('p')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    messages: [
      {
        id: '1',
        text: 'https://lancer.example/requests/very-long-link-that-does-not-break-naturally-anywhere-at-all-and-keeps-going',
        mine: false,
        sentAt: '2026-11-21T08:00:00Z',
        timeLabel: '08:00',
        dayLabel: 'Today',
      },
      {
        id: '2',
        text: 'A long answer. '.repeat(12),
        mine: true,
        sentAt: '2026-11-21T08:01:00Z',
        timeLabel: '08:01',
        dayLabel: 'Today',
      },
    ],
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    labels: { log: '消息', pending: '发送中', failed: '未发送', sent: '已发送', retry: '重试' },
    messages: [
      {
        id: '1',
        text: '您好！面包店网站还在招人吗？',
        mine: false,
        sentAt: '2026-11-21T08:00:00Z',
        timeLabel: '08:00',
        dayLabel: '今天',
      },
      {
        id: '2',
        text: '我们周一开始可以吗？',
        mine: true,
        sentAt: '2026-11-21T08:11:00Z',
        timeLabel: '08:11',
        dayLabel: '今天',
        status: 'failed',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
