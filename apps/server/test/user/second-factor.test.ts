import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { totpCode } from '@lancer/api/rules/second-factor';

import { factorTickets, recoveryCodes, secondFactors } from '../../src/db/schema';
import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';

const PASSWORD = 'correct-horse-1';

/** SECOND-FACTOR on the server: what is stored, and the "factor" limit's tries. */
describe('second factor (decision 1024)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  /** A new account with the authenticator factor on: its key, recovery codes and id. */
  async function withFactor(email: string) {
    const { token, userId } = await signUp(app, email, PASSWORD);
    const started = await call(app, 'POST', '/api/user/factor/start-totp-setup', { token });
    const secret = started.body.secret as string;
    const confirmed = await call(app, 'POST', '/api/user/factor/confirm-totp-setup', {
      token,
      body: { code: totpCode(secret) },
    });
    expect(confirmed.status).toBe(200);
    return { secret, codes: confirmed.body.recovery_codes as string[], userId, token };
  }

  const ticketFor = async (email: string) =>
    (
      await call(app, 'POST', '/api/user/signin/signin-with-email-and-password', {
        body: { email, password: PASSWORD },
      })
    ).body.factor_ticket as string;

  const secondStep = (email: string, ticket: string, code: string) =>
    call(app, 'POST', '/api/user/signin/signin-with-second-factor', {
      body: { email, factor_ticket: ticket, code },
    });

  it('keeps recovery codes and tickets only as hashes', async () => {
    const email = 'hashes@factor.test';
    const { codes, userId } = await withFactor(email);
    const ticket = await ticketFor(email);
    const stored = await app.services.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!);
    const tickets = await app.services.db
      .select()
      .from(factorTickets)
      .where(eq(factorTickets.userId, userId));
    expect(tickets.map((row) => row.tokenHash)).not.toContain(ticket);
    const [factor] = await app.services.db
      .select()
      .from(secondFactors)
      .where(eq(secondFactors.userId, userId));
    expect(factor).toMatchObject({ pendingSecret: null });
  });

  it('counts every code per email: the tries left fall, then 429 with the wait', async () => {
    const email = 'tries@factor.test';
    await withFactor(email);
    const ticket = await ticketFor(email);
    const lefts: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const wrong = await secondStep(email, ticket, 'not-a-code');
      expect(wrong.status).toBe(400);
      lefts.push(wrong.body.error.fields.tries_left);
    }
    expect(lefts).toEqual(['4', '3', '2', '1', '0']);
    const limited = await secondStep(email, ticket, 'not-a-code');
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(
      'Too many second-factor codes for this email. Try again in 15 minutes.',
    );
  });

  it("refuses a ticket with another account's email", async () => {
    const email = 'owner@factor.test';
    const { codes } = await withFactor(email);
    await signUp(app, 'other@factor.test', PASSWORD);
    const ticket = await ticketFor(email);
    const other = await secondStep('other@factor.test', ticket, codes[0]!);
    expect(other.status).toBe(400);
    expect(other.body.error.fields).toHaveProperty('factor_ticket');
    // The ticket still works for its own email.
    expect((await secondStep(email, ticket, codes[0]!)).status).toBe(200);
  });
});
