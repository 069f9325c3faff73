import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatConversationList, type ChatConversation } from './chat-conversation-list';
import { expectInside, expectTruncated, longEmail, longTitle } from '../stories/story-layout';

const conversations: ChatConversation[] = [
  {
    id: 'a',
    name: 'Ada Lovelace',
    email: 'ada@lancer.dev',
    lastMessage: 'Can we start Monday?',
    timeLabel: '08:11',
    unread: 2,
  },
  {
    id: 'b',
    name: 'Bo Chen',
    email: 'bo@lancer.dev',
    lastMessage: 'Thanks, milestone approved.',
    timeLabel: 'Mon',
    unread: 0,
  },
];

const meta = {
  title: 'UI/ChatConversationList',
  component: ChatConversationList,
  args: { conversations, selectedId: 'b', onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatConversationList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Bo Chen/ })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Ada Lovelace.*2 unread/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(conversations[0]);
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No conversations yet')).toBeVisible();
  },
};

const longName = 'Augusta Ada King, Countess of Lovelace, for the Analytical Engine Society';

/** A long name and last message end in an ellipsis beside the time and unread count; the button's name keeps both whole. */
export const LongText: Story = {
  args: {
    conversations: [
      {
        id: 'a',
        name: longName,
        email: longEmail,
        lastMessage: `${longTitle} is ready for review`,
        timeLabel: 'Yesterday',
        unread: 12,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('button', {
      name: new RegExp(`${longName}.*admin report is ready for review.*12 unread`),
    });
    await expectTruncated(within(row).getByText(longName));
    await expectTruncated(within(row).getByText(/is ready for review/));
    for (const text of ['Yesterday', '12']) await expectInside(within(row).getByText(text), row);
    await expectInside(row, canvas.getByRole('navigation'));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    labels: { list: '会话', unread: (n: number) => `${n} 条未读` },
    conversations: [
      {
        id: 'a',
        name: '王小明',
        email: 'wang@lancer.cn',
        lastMessage: '我们周一开始可以吗？',
        timeLabel: '08:11',
        unread: 3,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /王小明.*3 条未读/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
