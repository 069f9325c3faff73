import { describe, expect, it } from 'vitest';

import { CHAT_EDIT_WINDOW_MS, messageChangeRefusal } from './chat-message-change';

const sent = new Date('2026-11-01T09:00:00.000Z');
const after = (ms: number) => new Date(sent.getTime() + ms);
const own = { senderId: 'u-ada', createdAt: sent.toISOString(), deleted: false };

describe('changing a message', () => {
  // proves: CHAT-EDIT-WINDOW
  it('lets the author change it for 15 minutes, then refuses with EDIT_WINDOW_PASSED', () => {
    expect(messageChangeRefusal(own, 'u-ada', after(0))).toBeNull();
    expect(messageChangeRefusal(own, 'u-ada', after(CHAT_EDIT_WINDOW_MS))).toBeNull();
    expect(messageChangeRefusal(own, 'u-ada', after(CHAT_EDIT_WINDOW_MS + 1))).toMatchObject({
      status: 409,
      code: 'EDIT_WINDOW_PASSED',
    });
    expect(messageChangeRefusal({ ...own, deleted: true }, 'u-ada', after(0))?.code).toBe('MESSAGE_DELETED');
  });

  // proves: CHAT-EDIT-AUTHOR
  it('refuses anyone but the author', () => {
    expect(messageChangeRefusal(own, 'u-grace', after(0))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
