import { describe, expect, it } from 'vitest';

import { looksLikeEmail, parseInvitee } from './product-invitee';

describe('product invitee', () => {
  it('reads text with an @ as an email (lower case) and other text as a user ID', () => {
    expect(parseInvitee(' Dana@Example.com ')).toEqual({ kind: 'email', email: 'dana@example.com' });
    expect(parseInvitee('ada_lovelace')).toEqual({ kind: 'user_id', userId: 'ada_lovelace' });
  });

  it('tells a usable email from a broken one', () => {
    expect(looksLikeEmail('dana@example.com')).toBe(true);
    expect(looksLikeEmail('dana@')).toBe(false);
    expect(looksLikeEmail('@example.com')).toBe(false);
  });
});
