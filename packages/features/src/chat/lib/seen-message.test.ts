import { describe, expect, it } from 'vitest';

import type { ChatMessage } from '@lancer/api/schemas/chat';

import { mergeReadPositions, seenMessageId } from './seen-message';

const grace = { user_id: 'u-grace', flid: 'grace', first_name: 'Grace', last_name: 'Hopper', photo_url: '' };
const ada = { user_id: 'u-ada', flid: 'ada', first_name: 'Ada', last_name: 'Lovelace', photo_url: '' };
const message = (id: string, sender: typeof grace, minute: number): ChatMessage => ({
  id,
  conversation_id: 'c-1',
  client_id: null,
  sender,
  body: `body ${id}`,
  created_at: `2026-11-21T09:0${minute}:00.000Z`,
});
const readBy = (user: typeof grace, read: ChatMessage) => ({
  user_id: user.user_id,
  message_id: read.id,
  message_created_at: read.created_at,
});
const history = [
  message('m-1', grace, 1),
  message('m-2', grace, 2),
  message('m-3', ada, 3),
  message('m-4', grace, 4),
];

describe('seenMessageId', () => {
  it("marks the user's last own message at or before another member's position", () => {
    expect(seenMessageId(history, [readBy(ada, history[2]!)], grace.user_id)).toBe('m-2');
    expect(seenMessageId(history, [readBy(ada, history[3]!)], grace.user_id)).toBe('m-4');
  });

  it("ignores the user's own position and marks nothing before anyone read", () => {
    expect(seenMessageId(history, [readBy(grace, history[3]!)], grace.user_id)).toBeUndefined();
    expect(seenMessageId(history, [], grace.user_id)).toBeUndefined();
  });
});

describe('mergeReadPositions', () => {
  it('keeps the later position per member, whichever list has it', () => {
    const older = readBy(ada, history[1]!);
    const newer = readBy(ada, history[3]!);
    expect(mergeReadPositions([newer], [older])).toEqual([newer]);
    expect(mergeReadPositions([older], [newer])).toEqual([newer]);
  });
});
