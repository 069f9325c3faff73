import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '@lancer/api/schemas/chat';

import { toViewMessages } from './to-view-messages';

const grace = { user_id: 'u-grace', flid: 'grace', first_name: 'Grace', last_name: 'Hopper', photo_url: '' };
const ada = { user_id: 'u-ada', flid: 'ada', first_name: 'Ada', last_name: 'Lovelace', photo_url: '' };
const message = (
  id: string,
  sender: typeof grace,
  createdAt: string,
  clientId: string | null = null,
): ChatMessage => ({
  id,
  conversation_id: 'c-1',
  client_id: clientId,
  sender,
  body: `body ${id}`,
  created_at: createdAt,
});
const format = { locale: 'en-GB', today: 'Today', timeZone: 'UTC' };
const now = new Date('2026-11-21T12:00:00Z');

describe('toViewMessages', () => {
  it('orders by time, marks mine as sent, and labels today and earlier days', () => {
    const view = toViewMessages(
      [message('m2', grace, '2026-11-21T09:30:00Z'), message('m1', ada, '2026-11-20T18:05:00Z')],
      [],
      'u-grace',
      format,
      now,
    );
    expect(view.map((item) => [item.id, item.mine, item.status, item.dayLabel, item.timeLabel])).toEqual([
      ['m1', false, undefined, '20 Nov 2026', '18:05'],
      ['m2', true, 'sent', 'Today', '09:30'],
    ]);
  });

  it('shows a message once when history and a live echo both carry it', () => {
    const live = message('m1', ada, '2026-11-21T10:00:00Z');
    expect(toViewMessages([live, live], [], 'u-grace', format, now)).toHaveLength(1);
  });

  it('keeps unechoed outgoing messages as pending or failed, and drops them once echoed', () => {
    const outgoing = [
      { client_id: 'c-a', conversation_id: 'c-1', body: 'first' },
      { client_id: 'c-b', conversation_id: 'c-1', body: 'second', failed: true },
    ];
    const before = toViewMessages([], outgoing, 'u-grace', format, now);
    expect(before.map((item) => [item.id, item.status])).toEqual([
      ['c-a', 'pending'],
      ['c-b', 'failed'],
    ]);
    const after = toViewMessages(
      [message('m9', grace, '2026-11-21T11:59:00Z', 'c-a')],
      outgoing,
      'u-grace',
      format,
      now,
    );
    expect(after.map((item) => [item.id, item.status])).toEqual([
      ['m9', 'sent'],
      ['c-b', 'failed'],
    ]);
  });
});
