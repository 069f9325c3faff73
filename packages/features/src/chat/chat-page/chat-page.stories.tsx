import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

import { changeMockMessage } from '@lancer/api/mocks/db/chat-changes';
import { seedMockChatFiles } from '@lancer/api/mocks/db/chat-files';
import { getMockDb } from '@lancer/api/mocks/db/store';
import { createMockChatSocket } from '@lancer/api/mocks/mock-chat-socket';
import { fetchConversationsMock } from '@lancer/api/mocks/handlers/chat/fetch-conversations';
import { searchMessagesMock } from '@lancer/api/mocks/handlers/chat/search-messages';
import { uploadChatFileMock } from '@lancer/api/mocks/handlers/chat/upload-chat-file';
import { chatSocketMock } from '@lancer/api/mocks/handlers/index';
import { Toaster } from '@lancer/ui/components/toast';
import { clearToasts } from '@lancer/ui/lib/toast-store';

import { errorStory } from '../../lib/state-stories';
import type { ChatWith } from '../../navigation/paths';
import { ChatPage } from './chat-page';

type Args = { conversationId?: string; messageId?: string; startWith?: ChatWith; width?: number };

/** /messages with the real socket client against the /ws/chat mock, signed in as the mock's demo user; the address kept in state. */
function ChatPageWithSocket({ conversationId, messageId, startWith, width }: Args) {
  const [socket] = useState(createMockChatSocket);
  const [address, setAddress] = useState({ id: conversationId, message: messageId });
  useEffect(() => {
    socket.connect();
    return () => socket.close();
  }, [socket]);
  return (
    <div style={{ width }} className="h-[560px] [&>div]:h-full">
      <ChatPage
        socket={socket}
        conversationId={address.id}
        messageId={address.message}
        startWith={startWith}
        onOpen={(id, options) => setAddress({ id, message: options?.message })}
      />
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

/**
 * Both panes: the conversations with their unread counts beside the one in the address. On a phone
 * (a frame under 768 px) one pane: the conversation, with its way back to the list.
 */
export const Default: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(await within(log).findByText('Thanks! Final logo by Friday.')).toBeVisible();
    // Ada is a provider (she accepts requests): the conversation's header offers "Send an offer" (decision 2202).
    await expect(await canvas.findByRole('link', { name: 'Send an offer to Ada Lovelace' })).toHaveAttribute(
      'href',
      '/offers/new?provider_id=user-ada',
    );
    if (canvasElement.getBoundingClientRect().width < 768) {
      await expect(canvas.queryByRole('navigation', { name: 'Conversations' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
      return;
    }
    const list = await canvas.findByRole('navigation', { name: 'Conversations' });
    await expect(within(list).getAllByRole('button')).toHaveLength(2);
    await expect(await within(list).findByRole('button', { current: true })).toHaveTextContent(/Logo/);
  },
};

/** Ada stopped accepting requests: she is no provider now, so the header offers no "Send an offer". */
export const OtherSideNotAProvider: Story = {
  args: { conversationId: 'conversation-ada' },
  beforeEach() {
    const ada = getMockDb().users.find((user) => user.account.basic.user_id === 'user-ada')!;
    ada.account.provider.accepting_request = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    await expect(await within(log).findByText('Thanks! Final logo by Friday.')).toBeVisible();
    await canvas.findByText('Online');
    await expect(canvas.queryByRole('link', { name: /^Send an offer/ })).toBeNull();
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

/** The demo user sends a message in Ada's conversation and opens its menu (decision 1602). */
async function sendAndOpenMenu(canvasElement: HTMLElement, text: string) {
  const { canvas, log } = await openAda(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  const item = await waitFor(() => {
    const li = within(log).getByText(text).closest('li')!;
    expect(li).toHaveAttribute('data-status', 'sent');
    return li;
  });
  await userEvent.click(await within(item).findByRole('button', { name: 'Message actions' }));
  return { log, item };
}

/** Within 15 minutes the author edits a message: the new text, marked "edited". */
export const EditOwnMessage: Story = {
  parameters: liveClock,
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await sendAndOpenMenu(canvasElement, 'The logo is dnoe');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    const input = within(dialog).getByRole('textbox', { name: 'Message' });
    await userEvent.clear(input);
    await userEvent.type(input, 'The logo is done');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const item = (await within(log).findByText('The logo is done')).closest('li')!;
    await expect(within(item).getByText('edited')).toBeVisible();
    await expect(within(log).queryByText('The logo is dnoe')).not.toBeInTheDocument();
  },
};

/** Delete asks first; then the message keeps its place as "This message was deleted", with no menu. */
export const DeleteOwnMessage: Story = {
  parameters: liveClock,
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await sendAndOpenMenu(canvasElement, 'Wrong conversation, sorry');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const item = (await within(log).findByText('This message was deleted')).closest('li')!;
    await expect(within(item).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    await expect(within(log).queryByText('Wrong conversation, sorry')).not.toBeInTheDocument();
  },
};

/** Ada sends a message, then changes it: the demo user's open conversation shows the change live. */
async function adaChanges(canvasElement: HTMLElement, change: { body: string } | { deleted: true }) {
  const { canvas, log } = await openAda(canvasElement);
  chatSocketMock.sendAs('conversation-ada', 'user-ada', 'Logo v2 is up.');
  await within(log).findByText('Logo v2 is up.');
  const sent = getMockDb().messages.find((message) => message.body === 'Logo v2 is up.')!;
  changeMockMessage(getMockDb(), 'user-ada', sent.id, change);
  return { canvas, log };
}

/** Ada edits her message: the new text and "edited" reach the other side at once. */
export const EditedByOther: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await adaChanges(canvasElement, { body: 'Logo v3 is up.' });
    const item = (await within(log).findByText('Logo v3 is up.')).closest('li')!;
    await expect(within(item).getByText('edited')).toBeVisible();
    await expect(within(item).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
  },
};

/** Another member's message has its own menu: Report… (decision 1504); the report is sent. */
export const ReportMessage: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await openAda(canvasElement);
    const theirs = within(log).getByText('Thanks! Final logo by Friday.').closest('li')!;
    await userEvent.click(within(theirs).getByRole('button', { name: 'More on this message' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this message' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Harassment or abuse' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await screen.findByRole('dialog', { name: 'Thank you for reporting' })).toBeVisible();
    await expect(getMockDb().reports.at(-1)).toMatchObject({
      target_type: 'message',
      target_id: 'message-2',
    });
  },
};

/** Ada deletes her message: it shows as deleted on the other side at once. */
export const DeletedByOther: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await adaChanges(canvasElement, { deleted: true });
    await expect(await within(log).findByText('This message was deleted')).toBeVisible();
    await expect(within(log).queryByText('Logo v2 is up.')).not.toBeInTheDocument();
  },
};

/**
 * The demo user's own message sent long before (past 15 minutes): its menu keeps Copy link, with no
 * Edit or Delete.
 */
export const WindowPassed: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { log } = await openAda(canvasElement);
    const mine = within(log).getByText('Hi Ada, the sketches look great.').closest('li')!;
    await expect(mine).toHaveAttribute('data-mine', 'true');
    await userEvent.click(within(mine).getByRole('button', { name: 'Message actions' }));
    await expect(await screen.findByRole('menuitem', { name: 'Copy link' })).toBeVisible();
    await expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * "Copy link" in another member's message menu (beside Report…) puts the message's absolute address
 * on the clipboard (decision 1620: its conversation with `?message=`) and a toast says "Link copied".
 */
export const CopyLink: Story = {
  // The toast leaves by itself: no picture of it.
  parameters: liveClock,
  args: { conversationId: 'conversation-ada' },
  beforeEach() {
    clearToasts();
    return () => clearToasts();
  },
  render: (args) => (
    <>
      <ChatPageWithSocket {...args} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const copied = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      const { log } = await openAda(canvasElement);
      const theirs = within(log).getByText('Thanks! Final logo by Friday.').closest('li')!;
      await userEvent.click(within(theirs).getByRole('button', { name: 'More on this message' }));
      await expect(await screen.findByRole('menuitem', { name: 'Report…' })).toBeVisible();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
      await expect(copied).toHaveBeenCalledTimes(1);
      await expect(copied).toHaveBeenCalledWith(
        `${window.location.origin}/messages/conversation-ada?message=message-2`,
      );
      await expect(await screen.findByText('Link copied')).toBeVisible();
    } finally {
      copied.mockRestore();
    }
  },
};

/** The clipboard refuses (no permission): the toast says the link was not copied. */
export const CopyLinkRefused: Story = {
  ...CopyLink,
  play: async ({ canvasElement }) => {
    const copied = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied'));
    try {
      const { log } = await openAda(canvasElement);
      const mine = within(log).getByText('Hi Ada, the sketches look great.').closest('li')!;
      await userEvent.click(within(mine).getByRole('button', { name: 'Message actions' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
      await expect(await screen.findByText('The link could not be copied')).toBeVisible();
      await expect(copied).toHaveBeenCalledTimes(1);
      await expect(copied).toHaveBeenCalledWith(
        `${window.location.origin}/messages/conversation-ada?message=message-1`,
      );
    } finally {
      copied.mockRestore();
    }
  },
};

/** In Chinese: Ada's edited message and the deleted one. */
export const ChineseEditedAndDeleted: Story = {
  globals: { locale: 'zh' },
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: '消息' });
    await within(log).findByText('Thanks! Final logo by Friday.');
    await canvas.findByText('在线');
    chatSocketMock.sendAs('conversation-ada', 'user-ada', '标志第二版已上传。');
    chatSocketMock.sendAs('conversation-ada', 'user-ada', '发错了');
    await within(log).findByText('发错了');
    const [first, second] = getMockDb().messages.slice(-2);
    changeMockMessage(getMockDb(), 'user-ada', first!.id, { body: '标志第三版已上传。' });
    changeMockMessage(getMockDb(), 'user-ada', second!.id, { deleted: true });
    const edited = (await within(log).findByText('标志第三版已上传。')).closest('li')!;
    await expect(within(edited).getByText('已编辑')).toBeVisible();
    await expect(await within(log).findByText('此消息已被删除')).toBeVisible();
  },
};

/** Types a query in the search box over the conversations and sends it (decision 1603). */
async function searchFor(canvasElement: HTMLElement, query: string, box = 'Search messages') {
  const canvas = within(canvasElement);
  const input = await canvas.findByRole('searchbox', { name: box });
  await userEvent.type(input, `${query}{Enter}`);
  return canvas;
}

/**
 * A search finds the message with its conversation and snippet; each result is a link to the message
 * in its conversation (decision 1620), and opening it marks the message there.
 */
export const SearchResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'logo');
    const results = await canvas.findByRole('navigation', { name: 'Search results' });
    const [hit] = await within(results).findAllByRole('link');
    await expect(hit).toHaveTextContent('Thanks! Final logo by Friday.');
    await expect(hit).toHaveAttribute('href', '/messages/conversation-ada?message=message-2');
    await userEvent.click(hit!);
    const log = await canvas.findByRole('log', { name: 'Messages' });
    const found = (await within(log).findByText('Thanks! Final logo by Friday.')).closest('li')!;
    await waitFor(() => expect(found).toHaveAttribute('data-highlighted', 'true'));
  },
};

export const SearchNoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'invoice');
    await expect(await canvas.findByText('No messages found')).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search messages' }));
    await expect(await canvas.findByRole('navigation', { name: 'Conversations' })).toBeVisible();
  },
};

export const SearchError: Story = {
  beforeEach({ msw }) {
    msw.use(searchMessagesMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'logo');
    await expect(await canvas.findByText('The search failed.')).toBeVisible();
  },
};

/** In Chinese: the box and a Chinese query matched as a part of the text. */
export const SearchChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('在线');
    chatSocketMock.sendAs('conversation-ada', 'user-ada', '发票已经上传了');
    const found = await searchFor(canvasElement, '发票', '搜索消息');
    const results = await found.findByRole('navigation', { name: '搜索结果' });
    await expect(await within(results).findByText('发票已经上传了')).toBeVisible();
  },
};

/** At 390 px the search box sits over the list; a result opens the conversation pane. */
export const SearchPhone: Story = {
  args: { width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = await searchFor(canvasElement, 'logo');
    const results = await canvas.findByRole('navigation', { name: 'Search results' });
    await userEvent.click((await within(results).findAllByRole('link'))[0]!);
    await expect(await canvas.findByRole('log', { name: 'Messages' })).toBeVisible();
  },
};

/**
 * The address of a message (`/messages/conversation-ada?message=message-1`, decision 1620): the
 * conversation opens scrolled to that message, marked.
 */
export const MessageLinked: Story = {
  args: { conversationId: 'conversation-ada', messageId: 'message-1' },
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('log', { name: 'Messages' });
    const linked = (await within(log).findByText('Hi Ada, the sketches look great.')).closest('li')!;
    await waitFor(() => expect(linked).toHaveAttribute('data-highlighted', 'true'));
    const last = within(log).getByText('Thanks! Final logo by Friday.').closest('li')!;
    await expect(last).not.toHaveAttribute('data-highlighted');
  },
};

/** A linked message older than the history's page (or gone): a note says so, nothing is marked. */
export const MessageLinkedNotShown: Story = {
  args: { conversationId: 'conversation-ada', messageId: 'message-older' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The linked message is older than the messages shown here.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-highlighted]')).toBeNull();
  },
};

/** The demo user's question with a screenshot and a checklist in Ada's conversation (decision 1604). */
function seedScreenshot() {
  seedMockChatFiles(getMockDb(), {
    conversationId: 'conversation-ada',
    senderId: 'user-grace',
    body: 'The checkout shows this error.',
  });
}

/** A 1x1 PNG, as a user would pick one. */
const png = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

/** Picks files with the composer's attach button (its file input). */
async function attach(canvasElement: HTMLElement, ...files: File[]) {
  const { canvas, log } = await openAda(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Attach files' })).toBeVisible();
  const input = canvasElement.querySelector<HTMLInputElement>('input[data-slot="chat-composer-files"]')!;
  await userEvent.upload(input, files);
  return { canvas, log };
}

/** Drops files on the open conversation, as dragged from the desktop. */
function drop(canvasElement: HTMLElement, ...files: File[]) {
  const thread = canvasElement.querySelector<HTMLElement>('[data-slot="chat-thread"]')!;
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragover', 'drop'])
    thread.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

/** A pasted screenshot is attached like a picked one. */
export const PasteScreenshot: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    const { canvas } = await openAda(canvasElement);
    const clipboardData = new DataTransfer();
    clipboardData.items.add(png('pasted.png'));
    canvas
      .getByRole('textbox', { name: 'Message' })
      .dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData }));
    const attached = await canvas.findByRole('list', { name: 'Attached files' });
    await waitFor(() =>
      expect(within(attached).getByRole('listitem')).toHaveAttribute('data-status', 'done'),
    );
    await expect(within(attached).getByText('pasted.png')).toBeVisible();
  },
};

/** A message's image as a thumbnail (a button to the viewer) and its PDF as a download link with its size. */
export const FilesInMessage: Story = {
  args: { conversationId: 'conversation-ada' },
  beforeEach: seedScreenshot,
  play: async ({ canvasElement }) => {
    const { log } = await openAda(canvasElement);
    const thumbnail = await within(log).findByRole('button', { name: 'Open image checkout-error.png' });
    await waitFor(() => expect(thumbnail.querySelector('img')).toHaveProperty('complete', true));
    const link = within(log).getByRole('link', { name: /^Download launch-checklist\.pdf/ });
    await expect(link).toHaveTextContent(/launch-checklist\.pdf/);
  },
};

/** The viewer: the image at full size in a dialog, with its name, size and a download button. */
export const ImageViewerOpen: Story = {
  args: { conversationId: 'conversation-ada' },
  beforeEach: seedScreenshot,
  play: async ({ canvasElement }) => {
    const { log } = await openAda(canvasElement);
    await userEvent.click(await within(log).findByRole('button', { name: 'Open image checkout-error.png' }));
    const viewer = await screen.findByRole('dialog', { name: 'checkout-error.png' });
    const image = await within(viewer).findByRole('img', { name: 'checkout-error.png' });
    await waitFor(() => expect(image).toHaveProperty('complete', true));
    await expect(within(viewer).getByRole('button', { name: 'Download' })).toBeVisible();
  },
};

/** Picking a screenshot: it uploads (progress), then goes with the text; both sides see the thumbnail. */
export const SendScreenshot: Story = {
  args: { conversationId: 'conversation-ada' },
  parameters: liveClock,
  play: async ({ canvasElement }) => {
    const { canvas, log } = await attach(canvasElement, png('bug.png'));
    const attached = await canvas.findByRole('list', { name: 'Attached files' });
    await waitFor(() =>
      expect(within(attached).getByRole('listitem')).toHaveAttribute('data-status', 'done'),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Look at this{Enter}');
    const sent = (await within(log).findByText('Look at this')).closest('li')!;
    await waitFor(() => expect(sent).toHaveAttribute('data-status', 'sent'));
    await expect(await within(sent).findByRole('button', { name: 'Open image bug.png' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    const stored = getMockDb().messages.at(-1)!;
    await expect(stored.files?.map((file) => file.name)).toEqual(['bug.png']);
  },
};

/** While a file uploads: its progress bar, and the send button waits for it. */
export const Uploading: Story = {
  args: { conversationId: 'conversation-ada' },
  beforeEach({ msw }) {
    msw.use(uploadChatFileMock.loading());
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await attach(canvasElement, png('bug.png'));
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading bug.png' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The upload broke: said so, with a retry and a remove. */
export const UploadFailed: Story = {
  args: { conversationId: 'conversation-ada' },
  beforeEach({ msw }) {
    msw.use(uploadChatFileMock.error(500));
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await attach(canvasElement, png('bug.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The upload failed');
    await expect(canvas.getByRole('button', { name: 'Upload bug.png again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove bug.png' })).toBeVisible();
  },
};

/**
 * Refused before uploading: a program ("Unsupported file type", the spec's words) and a file over
 * 10 MB; and by the server, a file named .png that is no image.
 */
export const UnsupportedAndTooLarge: Story = {
  args: { conversationId: 'conversation-ada' },
  play: async ({ canvasElement }) => {
    // Dropped on the conversation (the picker would not even offer the program).
    const { canvas } = await openAda(canvasElement);
    drop(
      canvasElement,
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'video.png', { type: 'image/png' }),
      new File([new Uint8Array([0, 1, 2, 255, 254])], 'renamed.png', { type: 'image/png' }),
    );
    const attached = within(await canvas.findByRole('list', { name: 'Attached files' }));
    const row = (name: string) => attached.getByText(name).closest('li')!;
    await expect(within(row('setup.exe')).getByRole('alert')).toHaveTextContent('Unsupported file type');
    await expect(within(row('video.png')).getByRole('alert')).toHaveTextContent(
      'The file is larger than 10 MB',
    );
    await waitFor(() =>
      expect(within(row('renamed.png')).getByRole('alert')).toHaveTextContent('Unsupported file type'),
    );
    // A refused file is taken away with its remove button.
    await userEvent.click(attached.getByRole('button', { name: 'Remove renamed.png' }));
    await expect(attached.queryByText('renamed.png')).not.toBeInTheDocument();
  },
};

/** In Chinese: the thumbnail, the file link and a refused file. */
export const FilesChinese: Story = {
  globals: { locale: 'zh' },
  args: { conversationId: 'conversation-ada' },
  beforeEach: seedScreenshot,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: '消息' });
    await canvas.findByText('在线');
    await expect(
      await within(log).findByRole('button', { name: '查看图片 checkout-error.png' }),
    ).toBeVisible();
    await expect(within(log).getByRole('link', { name: /^下载 launch-checklist\.pdf/ })).toBeVisible();
    drop(canvasElement, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不支持的文件类型');
  },
};

/** At 390 px: the attach button in reach, the thumbnail inside the screen's width. */
export const FilesPhone: Story = {
  args: { conversationId: 'conversation-ada', width: 390 },
  beforeEach: seedScreenshot,
  play: async ({ canvasElement }) => {
    const { canvas, log } = await openAda(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Attach files' })).toBeVisible();
    await expect(
      await within(log).findByRole('button', { name: 'Open image checkout-error.png' }),
    ).toBeVisible();
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
