import { afterEach, describe, expect, it, vi } from 'vitest';

import { createAccessTokens } from '../../src/user/access-token';

describe('access tokens: a verified token is remembered until its expiry', () => {
  afterEach(() => vi.useRealTimers());

  it('answers ACCESS_TOKEN_EXPIRED for a remembered token once its exp is reached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createAccessTokens('secret', 60);
    const token = await tokens.sign({ id: 'u1', role: 1 });
    // issuedAt to the millisecond: SESSION-REVOKED compares it with a revocation's moment.
    const user = { id: 'u1', role: 1, issuedAt: Date.parse('2026-11-22T10:00:00Z') };
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user); // remembered
    vi.setSystemTime(new Date('2026-11-22T10:01:00Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'ACCESS_TOKEN_EXPIRED' });
  });

  it('never remembers a forged token, nor accepts a remembered token with a changed signature', async () => {
    const tokens = createAccessTokens('secret', 60);
    const token = await tokens.sign({ id: 'u1', role: 1 });
    await tokens.verify(token);
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'TOKEN_SIGNATURE_INVALID' });
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: 'TOKEN_SIGNATURE_INVALID' });
    const other = await createAccessTokens('other-secret', 60).sign({ id: 'u1', role: 8 });
    await expect(tokens.verify(other)).rejects.toMatchObject({ code: 'TOKEN_SIGNATURE_INVALID' });
  });
});
