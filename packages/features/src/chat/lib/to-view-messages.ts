import type { ChatFile, ChatMessage as ServerMessage } from '@lancer/api/schemas/chat';
import type { ChatMessage as ViewMessage } from '@lancer/ui/components/chat-message-list';
import { dateTimeFormat } from '@lancer/ui/lib/intl-format';

export type OutgoingMessage = {
  client_id: string;
  conversation_id: string;
  body: string;
  /** Its files (uploaded before it was sent), shown while it is on its way. */
  files?: readonly ChatFile[];
  failed?: boolean;
};

type Format = { locale: string; today: string; timeZone?: string };

const dayKey = (date: Date, timeZone?: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/**
 * What the message list shows: the conversation's history and live messages (each once, by id and
 * by client id), then the user's own messages still on their way (pending) or refused (failed).
 */
export function toViewMessages(
  stored: readonly ServerMessage[],
  outgoing: readonly OutgoingMessage[],
  currentUserId: string | undefined,
  format: Format,
  now = new Date(),
): ViewMessage[] {
  const seenIds = new Set<string>();
  const echoed = new Set<string>();
  const ordered = [...stored].sort((a, b) => a.created_at.localeCompare(b.created_at));
  const time = dateTimeFormat(format.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: format.timeZone,
  });
  const day = dateTimeFormat(format.locale, { dateStyle: 'medium', timeZone: format.timeZone });
  const todayKey = dayKey(now, format.timeZone);
  const view: ViewMessage[] = [];
  for (const message of ordered) {
    if (seenIds.has(message.id)) continue;
    seenIds.add(message.id);
    if (message.client_id) echoed.add(message.client_id);
    const sentAt = new Date(message.created_at);
    const mine = message.sender.user_id === currentUserId;
    view.push({
      id: message.id,
      text: message.body,
      mine,
      sentAt: message.created_at,
      timeLabel: time.format(sentAt),
      dayLabel: dayKey(sentAt, format.timeZone) === todayKey ? format.today : day.format(sentAt),
      ...(mine ? { status: 'sent' as const } : {}),
      ...(message.edited_at ? { edited: true } : {}),
      ...(message.deleted_at ? { deleted: true } : {}),
    });
  }
  for (const message of outgoing) {
    if (echoed.has(message.client_id)) continue;
    view.push({
      id: message.client_id,
      text: message.body,
      mine: true,
      sentAt: now.toISOString(),
      timeLabel: time.format(now),
      dayLabel: format.today,
      status: message.failed ? 'failed' : 'pending',
    });
  }
  return view;
}
