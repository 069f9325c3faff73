import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockChatSocket } from '@lancer/api/mocks/mock-chat-socket';
import { fetchConversationsMock } from '@lancer/api/mocks/handlers/chat/fetch-conversations';
import { chatSocketMock } from '@lancer/api/mocks/handlers/index';

import { errorStory } from '../../lib/state-stories';
import type { ChatWith } from '../../navigation/paths';
import { ChatPage } from './chat-page';

type Args = { conversationId?: string; startWith?: ChatWith; width?: number };

/** /messages with the real socket client against the /ws/chat mock, signed in as the mock's demo user; the address kept in state. */
function ChatPageWithSocket({ conversationId, startWith, width }: Args) {
  const [socket] = useState(createMockChatSocket);
  const [openId, setOpenId] = useState(conversationId);
  useEffect(() => {
    socket.connect();
    return () => socket.close();
  }, [socket]);
  return (
    <div style={{ width }} className="h-[560px] [&>div]:h-full">
      <ChatPage socket={socket} conversationId={openId} startWith={startWith} onOpen={setOpenId} />
    </div>
  );
}

const meta = {
  title: 'Features/Chat/ChatPage',
  component: ChatPageWithSocket,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatPageWithSocket>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sent messages carry the current time, so the stories that send have no pixel baseline. */
const liveClock = { visual: { disable: true } };

/** Both panes: the conversations with their unread counts beside the one in the address. */
export const Default: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('navigation', { name: 'Conversations' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(await within(list).findByRole('button', { current: true })).toHaveTextContent(/Logo/);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(await within(log).findByText('Thanks! Final logo by Friday.')).toBeVisible();
  },
};

/** The open conversation with the socket online (the mock's frames reach it). */
async function openAda(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('Online');
  const log = await canvas.findByRole('log', { name: 'Messages' });
  await within(log).findByText('Thanks! Final logo by Friday.');
  return { canvas, log };
}

/** Ada reads the conversation: "Seen" under the demo user's last message she read (decision 1601). */
export const Seen: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await openAda(canvasElement);
    await expect(within(log).queryByText('Seen')).not.toBeInTheDocument();
    chatSocketMock.readAs('conversation-ada', 'user-ada');
    const mine = within(log).getByText('Hi Ada, the sketches look great.').closest('li')!;
    await expect(await within(mine).findByText('Seen')).toBeVisible();
    await expect(within(log).getAllByText('Seen')).toHaveLength(1);
  },
};

/** Typing expires within 5 s, so its pictures could catch it either way: no baseline. */
const expiring = { visual: { disable: true } };

/** Ada types in the open conversation: the mock relays her typing frame as the server does. */
async function adaTypes(canvasElement: HTMLElement) {
  const { canvas } = await openAda(canvasElement);
  chatSocketMock.typing('conversation-ada', 'user-ada');
  await expect(await canvas.findByText('Ada is typing…')).toHaveAttribute('role', 'status');
  return canvas;
}

/** Ada types: "Ada is typing…" above the composer. */
export const TypingShown: Story = {
  args: { conversationId: 'conversation-ada' },
  parameters: expiring,
  play: async ({ canvasElement }) => {
    await adaTypes(canvasElement);
  },
};

/** 5 s after Ada's last typing frame the indicator goes by itself. */
export const TypingExpired: Story = {
  args: { conversationId: 'conversation-ada' },
  parameters: expiring,
  play: async ({ canvasElement }) => {
    const canvas = await adaTypes(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Ada is typing…')).not.toBeInTheDocument(), {
      timeout: 8_000,
    });
  },
};

/** Ada's message arrives: her "typing" goes at once, not 5 s later. */
export const TypingClearedByMessage: Story = {
  args: { conversationId: 'conversation-ada' },
  parameters: expiring,
  play: async ({ canvasElement }) => {
    const canvas = await adaTypes(canvasElement);
    chatSocketMock.sendAs('conversation-ada', 'user-ada', 'Here are the colours.');
    await expect(await canvas.findByText('Here are the colours.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Ada is typing…')).not.toBeInTheDocument(), {
      timeout: 1_000,
    });
  },
};

/** Choosing a conversation opens it; a message sent shows once, marked sent. */
export const SendInConversation: Story = {
  parameters: liveClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Choose a conversation')).toBeVisible();
    const list = await canvas.findByRole('navigation', { name: 'Conversations' });
    await userEvent.click(within(list).getAllByRole('button')[0]!);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await canvas.findByText('Online');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'See you Monday{Enter}');
    await waitFor(() => {
      const items = within(log).getAllByText('See you Monday');
      expect(items).toHaveLength(1);
      expect(items[0]?.closest('li')).toHaveAttribute('data-status', 'sent');
    });
  },
};

/** A "Message" button's arrival: the conversation with that person is opened (made once) and shown. */
export const StartFromMessageButton: Story = {
  parameters: liveClock,
  args: { startWith: { with: 'user-chen' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(await within(log).findByText('The site is live.')).toBeVisible();
  },
};

/** At 390 px one pane at a time: the list, then the conversation with a way back. */
export const Phone: Story = {
  args: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('navigation', { name: 'Conversations' });
    await expect(canvas.queryByText('Choose a conversation')).not.toBeVisible();
    await userEvent.click(within(list).getAllByRole('button')[1]!);
    await expect(await canvas.findByRole('log', { name: 'Messages' })).toBeVisible();
    await expect(list).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to conversations' }));
    await expect(await canvas.findByRole('navigation', { name: 'Conversations' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchConversationsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Conversations', { selector: '[aria-busy]' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fetchConversationsMock.empty());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No conversations yet/)).toBeVisible();
  },
};

export const Error: Story = errorStory(fetchConversationsMock.error(500), 'Messages could not be loaded.');

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '消息' })).toBeVisible();
    await expect(await canvas.findByRole('navigation', { name: '会话' })).toBeVisible();
  },
};
