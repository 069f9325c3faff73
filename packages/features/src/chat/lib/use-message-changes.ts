import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDeleteMessage } from '@lancer/api/chat/delete-message';
import { useEditMessage } from '@lancer/api/chat/edit-message';
import type { ChatSocket } from '@lancer/api/chat/chat-socket';
import { CallError } from '@lancer/api/errors';
import { withinEditWindow } from '@lancer/api/rules/chat-message-change';
import type { ChatMessage as ServerMessage } from '@lancer/api/schemas/chat';
import type { ChatMessage as ViewMessage } from '@lancer/ui/components/chat-message-list';

import type { MessageChanges } from '../components/message-actions';

/** How often the menus are checked against the window, so they go when it passes. */
const WINDOW_CHECK_MS = 30_000;

/**
 * Edits and deletes (decision 1602): the messages changed since the history loaded (heard as
 * message-changed frames, or answered by the user's own call), and the calls for the user's own
 * messages. The window is judged on the server's clock (`socket.serverNow`), as the server judges it.
 */
export function useMessageChanges(socket: ChatSocket) {
  const { t } = useTranslation('chat');
  const [changed, setChanged] = useState<ReadonlyMap<string, ServerMessage>>(new Map());
  const [, setChecked] = useState(0);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const keep = (message: ServerMessage) =>
    setChanged((previous) => new Map(previous).set(message.id, message));

  useEffect(() => {
    const off = socket.onMessageChanged((message) =>
      setChanged((previous) => new Map(previous).set(message.id, message)),
    );
    return () => void off();
  }, [socket]);
  useEffect(() => {
    const timer = setInterval(() => setChecked((n) => n + 1), WINDOW_CHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const failure = (error: unknown) =>
    error instanceof CallError && error.code === 'EDIT_WINDOW_PASSED' ? t('windowPassed') : t('changeFailed');
  const call = async (run: () => Promise<ServerMessage>) => {
    try {
      keep(await run());
      return null;
    } catch (error) {
      return failure(error);
    }
  };

  const changes: MessageChanges = {
    canChange: (message: ViewMessage) =>
      message.mine &&
      message.status === 'sent' &&
      !message.deleted &&
      withinEditWindow(message.sentAt, socket.serverNow()),
    edit: (message, text) => call(() => edit.mutateAsync({ body: { message_id: message.id, body: text } })),
    remove: (message) => call(() => remove.mutateAsync({ body: { message_id: message.id } })),
  };
  return { changed, changes };
}
