import { describe, expect, it } from 'vitest';

import { advancedReadPosition, isReadUpTo } from './chat-read-position';

const at = (message_id: string, minute: number) => ({
  message_id,
  message_created_at: `2026-11-01T09:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('read positions', () => {
  // proves: CHAT-READ-FORWARD
  it('moves forward, ignores the same or an older position, and starts from none', () => {
    expect(advancedReadPosition(null, at('m-1', 1))).toEqual(at('m-1', 1));
    expect(advancedReadPosition(at('m-1', 1), at('m-2', 2))).toEqual(at('m-2', 2));
    expect(advancedReadPosition(at('m-2', 2), at('m-1', 1))).toBeNull();
    expect(advancedReadPosition(at('m-2', 2), at('m-2', 2))).toBeNull();
    expect(advancedReadPosition(at('m-2', 2), null)).toBeNull();
    // Two messages of one instant are placed by id, as the history orders them.
    expect(advancedReadPosition(at('m-a', 3), at('m-b', 3))).toEqual(at('m-b', 3));
  });

  it('counts the messages at or before the position as read', () => {
    const message = (id: string, minute: number) => ({ id, created_at: at(id, minute).message_created_at });
    expect(isReadUpTo(at('m-2', 2), message('m-1', 1))).toBe(true);
    expect(isReadUpTo(at('m-2', 2), message('m-2', 2))).toBe(true);
    expect(isReadUpTo(at('m-2', 2), message('m-3', 3))).toBe(false);
    expect(isReadUpTo(null, message('m-1', 1))).toBe(false);
  });
});
