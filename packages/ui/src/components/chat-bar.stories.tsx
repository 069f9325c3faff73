import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatBar } from './chat-bar';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

function DockedChat({
  defaultExpanded,
  onSend,
  zh = false,
}: {
  defaultExpanded?: boolean;
  onSend: (t: string) => void;
  zh?: boolean;
}) {
  return (
    <div className="flex h-[460px] items-end justify-end">
      <ChatBar
        title={zh ? '消息' : 'Messages'}
        unread={2}
        defaultExpanded={defaultExpanded}
        labels={zh ? { unread: (n) => `${n} 条未读` } : undefined}
      >
        <ChatMessageList
          className="flex-1"
          labels={zh ? { log: '消息' } : undefined}
          messages={[
            {
              id: '1',
              text: zh ? '您好！' : 'Hi there!',
              mine: false,
              sentAt: '2026-11-21T08:00:00Z',
              timeLabel: '08:00',
              dayLabel: zh ? '今天' : 'Today',
            },
          ]}
        />
        <ChatComposer
          onSend={onSend}
          labels={zh ? { input: '消息内容', send: '发送', empty: '请输入消息' } : undefined}
        />
      </ChatBar>
    </div>
  );
}

const meta = { title: 'UI/ChatBar', component: DockedChat, args: { onSend: fn() } } satisfies Meta<
  typeof DockedChat
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Messages/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('log')).not.toBeInTheDocument();
  },
};

export const ExpandSendCollapse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Messages.*2 unread/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'On my way{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('On my way');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The bar as a user reads it: open, the conversation and the composer showing. */
export const Default: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Messages.*2 unread/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('log')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { defaultExpanded: true, zh: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /消息.*2 条未读/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultExpanded: true } };
