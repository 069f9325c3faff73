import { describe, expect, it } from 'vitest';

import { UNREAD_NOTICE_AFTER_MS, UNREAD_NOTICE_WINDOW_MS, unreadNoticeSpan } from './chat-unread-notice';

describe('unreadNoticeSpan (CHAT-UNREAD-NOTICE)', () => {
  it('takes the messages sent at least 5 minutes and at most a day before now', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const { sentAfter, sentBy } = unreadNoticeSpan(now);
    expect(now.getTime() - sentBy.getTime()).toBe(UNREAD_NOTICE_AFTER_MS);
    expect(now.getTime() - sentAfter.getTime()).toBe(UNREAD_NOTICE_WINDOW_MS);
    expect(sentBy.toISOString()).toBe('2026-11-27T11:55:00.000Z');
  });
});
