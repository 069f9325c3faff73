import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { createMockChatSocket } from '@lancer/api/mocks/mock-chat-socket';
import { fetchConversationsMock } from '@lancer/api/mocks/handlers/chat/fetch-conversations';
import { chatSocketMock } from '@lancer/api/mocks/handlers/index';
import { Toaster } from '@lancer/ui/components/toast';
import { clearToasts } from '@lancer/ui/lib/toast-store';

import { ChatBarScreen } from './chat-bar';

/** The real socket client against the /ws/chat mock, signed in as the mock's demo user. */
function ChatBarWithSocket({ defaultExpanded = true }: { defaultExpanded?: boolean }) {
  const [socket] = useState(createMockChatSocket);
  useEffect(() => {
    socket.connect();
    return () => socket.close();
  }, [socket]);
  return (
    <div className="flex h-[520px] items-end justify-end">
      <ChatBarScreen socket={socket} defaultExpanded={defaultExpanded} />
    </div>
  );
}

const meta = {
  title: 'Features/Chat/ChatBar',
  component: ChatBarWithSocket,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ChatBarWithSocket>;
export default meta;

type Story = StoryObj<typeof meta>;

const openFirstConversation = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('navigation', { name: 'Conversations' });
  const first = within(list).getAllByRole('button')[0];
  if (!first) throw new globalThis.Error('The demo user has no conversation');
  await userEvent.click(first);
  return canvas;
};

/** Sends a message; the server's echo replaces the pending one: it shows once, marked sent. */
async function sendAndSeeItSent(canvas: ReturnType<typeof within>, log: HTMLElement, text: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  await waitFor(() => {
    const items = within(log).getAllByText(text);
    expect(items).toHaveLength(1);
    expect(items[0]?.closest('li')).toHaveAttribute('data-status', 'sent');
  });
}

/** Sent messages carry the current time, so these behaviour stories have no pixel baseline. */
const liveClock = { visual: { disable: true } };

export const Default: Story = {
  parameters: liveClock,
  play: async ({ canvasElement }) => {
    const canvas = await openFirstConversation(canvasElement);
    await canvas.findByText('Online');
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0));
    await sendAndSeeItSent(canvas, log, 'Can we talk on Monday?');
  },
};

/** Ada opens the conversation: "Seen" under the demo user's last message she read (decision 1601). */
// proves: CHAT-READ-FORWARD
export const Seen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirstConversation(canvasElement);
    await canvas.findByText('Online');
    const log = await canvas.findByRole('log', { name: 'Messages' });
    const mine = (await within(log).findByText('Hi Ada, the sketches look great.')).closest('li')!;
    await expect(within(log).queryByText('Seen')).not.toBeInTheDocument();
    chatSocketMock.readAs('conversation-ada', 'user-ada');
    await expect(await within(mine).findByText('Seen')).toBeVisible();
  },
};

/** Typing expires within 5 s, so its pictures could catch it either way: no baseline. */
const expiring = { visual: { disable: true } };

/** Ada types in the open conversation: the mock relays her typing frame as the server does. */
async function adaTypes(canvasElement: HTMLElement) {
  const canvas = await openFirstConversation(canvasElement);
  await canvas.findByText('Online');
  await canvas.findByText('Thanks! Final logo by Friday.');
  chatSocketMock.typing('conversation-ada', 'user-ada');
  await expect(await canvas.findByText('Ada is typing…')).toHaveAttribute('role', 'status');
  return canvas;
}

/** "Ada is typing…" under the log while her typing frames come. */
export const TypingShown: Story = {
  parameters: expiring,
  play: async ({ canvasElement }) => {
    await adaTypes(canvasElement);
  },
};

/** No typing frame for 5 s: the indicator goes by itself. */
// proves: CHAT-TYPING-EXPIRY
export const TypingExpired: Story = {
  parameters: expiring,
  play: async ({ canvasElement }) => {
    const canvas = await adaTypes(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Ada is typing…')).not.toBeInTheDocument(), {
      timeout: 8_000,
    });
  },
};

export const Collapsed: Story = {
  args: { defaultExpanded: false },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: /Messages/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/**
 * A message refused after the bar was closed: its "Not sent" mark is out of sight, so a toast says
 * so; opening the bar again shows the message marked, with Retry (issue 37).
 */
// proves: SHELL-TOAST-OFFSCREEN
export const NotSentWhileClosed: Story = {
  parameters: liveClock,
  beforeEach() {
    clearToasts();
    chatSocketMock.refuseSends({ code: 'FORBIDDEN', message: 'Not in this conversation', afterMs: 400 });
    return () => {
      chatSocketMock.refuseSends(null);
      clearToasts();
    };
  },
  render: (args) => (
    <>
      <ChatBarWithSocket {...args} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openFirstConversation(canvasElement);
    await canvas.findByText('Online');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    const toggle = canvas.getByRole('button', { name: /Messages/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('A message was not sent: open the chat to retry it', {}, { timeout: 3_000 }),
    ).toBeVisible();
    await expect(page.getByText('Not in this conversation')).toBeVisible();
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Not sent')).toBeVisible();
  },
};

// proves: MSG-INPUT-MESSAGE
export const EmptyMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirstConversation(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Please input message')).toBeVisible();
  },
};

/** CHAT-CLOSE-REFRESH: a 4401 close refreshes the token and reconnects; sending works again. */
// proves: CHAT-CLOSE-REFRESH
export const ReconnectsAfter4401: Story = {
  parameters: liveClock,
  play: async ({ canvasElement }) => {
    const canvas = await openFirstConversation(canvasElement);
    await canvas.findByText('Online');
    chatSocketMock.closeAll(4401);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await sendAndSeeItSent(canvas, log, 'Still there?');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fetchConversationsMock.loading());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Conversations')).toHaveAttribute(
      'aria-busy',
      'true',
    );
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

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(fetchConversationsMock.error(500));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Messages could not be loaded.',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('在线');
    await expect(await canvas.findByRole('navigation', { name: '会话' })).toBeVisible();
  },
};

// proves: LAB-TRANSLATE-IN-PLACE
/** A message shows in the other language with one click, and its original with the next. */
export const TranslateInPlace: Story = {
  parameters: liveClock,
  play: async ({ canvasElement }) => {
    const canvas = await openFirstConversation(canvasElement);
    const translate = (await canvas.findAllByRole('button', { name: 'Translate' }))[0]!;
    const bubble = translate.closest('p')!;
    const original = bubble.querySelector('span')!.textContent ?? '';
    await userEvent.click(translate);
    await waitFor(() => expect(bubble.querySelector('span')!.textContent).toBe(`[zh] ${original}`));
    await userEvent.click(within(bubble).getByRole('button', { name: 'Show original' }));
    await expect(bubble.querySelector('span')!.textContent).toBe(original);
  },
};
