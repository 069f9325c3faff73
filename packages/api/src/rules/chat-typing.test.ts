import { describe, expect, it } from 'vitest';

import { TYPING_EXPIRY_MS, TYPING_RELAY_MIN_MS, typingFrameDue, typingShown } from './chat-typing';

describe('typing', () => {
  // proves: CHAT-TYPING-THROTTLE
  it('lets a typing frame out at most once per 3 s (the client) or once a second (the relay)', () => {
    expect(typingFrameDue(null, 10_000)).toBe(true);
    expect(typingFrameDue(10_000, 12_999)).toBe(false);
    expect(typingFrameDue(10_000, 13_000)).toBe(true);
    expect(typingFrameDue(10_000, 10_999, TYPING_RELAY_MIN_MS)).toBe(false);
    expect(typingFrameDue(10_000, 11_000, TYPING_RELAY_MIN_MS)).toBe(true);
  });

  // proves: CHAT-TYPING-EXPIRY
  it('shows "… is typing" until 5 s after the last frame', () => {
    expect(typingShown(10_000, 10_000)).toBe(true);
    expect(typingShown(10_000, 10_000 + TYPING_EXPIRY_MS - 1)).toBe(true);
    expect(typingShown(10_000, 10_000 + TYPING_EXPIRY_MS)).toBe(false);
  });
});
