import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { call, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { confirmSandboxLink } from '../helpers/sandbox-link';
import { ok, startProject } from '../helpers/start-project';

const UPLOAD_PROOF = 2;
const STRIPE_CHECKOUT = 3;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

describe('milestones and payments through the sandbox gateway', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let project: { id: string };
  let milestones: Array<{ id: string; amount_cents: number }>;
  beforeAll(async () => {
    app = await createTestApp();
    client = (await signUp(app, 'payer@example.com')).token;
    provider = (await signUp(app, 'payee@example.com')).token;
    ({ project } = await startProject(app, client, provider));
    milestones = (
      await call(app, 'GET', '/api/project/fetch-project', {
        token: client,
        query: { project_id: project.id },
      })
    ).body.milestones;
  });
  afterAll(() => app.close());

  const milestoneStatus = async (id: string) =>
    (
      await call(app, 'GET', '/api/project/fetch-project', {
        token: client,
        query: { project_id: project.id },
      })
    ).body.milestones.find((m: { id: string }) => m.id === id).status;

  // proves: CARD-ACCOUNT-LINKED, PAYMENT-METHODS
  it('refuses card checkout until the provider linked an account, then pays through the sandbox checkout', async () => {
    const m = milestones[0]!;
    const notLinked = await call(app, 'POST', '/api/milestone/fund-milestone', {
      token: client,
      body: { milestone_id: m.id, method: STRIPE_CHECKOUT, idempotency_key: 'fund-card-1' },
    });
    expect(notLinked.status).toBe(409);
    expect(notLinked.body.error.code).toBe('NOT_READY_TO_RECEIVE_MONEY');

    const link = await call(app, 'GET', '/api/user/profile/fetch-stripe-account-link', { token: provider });
    expect((await confirmSandboxLink(app, link.body.url)).statusCode).toBe(303);

    const fundBody = { milestone_id: m.id, method: STRIPE_CHECKOUT, idempotency_key: 'fund-card-2' };
    expect(
      (await call(app, 'POST', '/api/milestone/fund-milestone', { token: provider, body: fundBody })).status,
    ).toBe(403);
    const funded = await ok(app, '/api/milestone/fund-milestone', client, fundBody);
    expect(funded.milestone.status).toBe('PENDING');
    expect(funded.payment).toMatchObject({
      status: 'OUTSTANDING',
      method: STRIPE_CHECKOUT,
      amount_cents: m.amount_cents,
    });
    // Same key: same answer, no second payment.
    const repeat = await ok(app, '/api/milestone/fund-milestone', client, fundBody);
    expect(repeat.payment.id).toBe(funded.payment.id);
    const history = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: client,
      query: { direction: 'outgoing' },
    });
    expect(history.body.total).toBe(1);

    const checkout = new URL(funded.payment.checkout_url);
    const forged = await app.inject({ method: 'GET', url: `${checkout.pathname}?token=x` });
    expect(forged.statusCode).toBe(400);
    // The link's page asks; its form posts the token back (decision 1001).
    expect((await confirmSandboxLink(app, funded.payment.checkout_url)).statusCode).toBe(303);
    expect(await milestoneStatus(m.id)).toBe('OUTSTANDING');
    const payment = await call(app, 'GET', '/api/payment/fetch-payment', {
      token: provider,
      query: { payment_id: funded.payment.id },
    });
    expect(payment.body).toMatchObject({ status: 'PAID', checkout_url: null, payee: { flid: 'payee' } });
    expect(payment.body.paid_at).toBeTruthy();
  });

  // proves: MILESTONE-STATES
  it('walks the milestone OUTSTANDING -> IMPLEMENTING -> DONE -> PAID with each side in its turn', async () => {
    const m = milestones[0]!;
    const wrongSide = await call(app, 'POST', '/api/milestone/start-milestone', {
      token: client,
      body: { milestone_id: m.id },
    });
    expect(wrongSide.status).toBe(403);
    expect((await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: m.id })).status).toBe(
      'IMPLEMENTING',
    );
    const undelivered = await call(app, 'POST', '/api/milestone/approve-milestone', {
      token: client,
      body: { milestone_id: m.id },
    });
    expect(undelivered.body.error.message).toBe('The provider has not delivered this milestone yet');
    const emptyNote = await call(app, 'POST', '/api/milestone/deliver-milestone', {
      token: provider,
      body: { milestone_id: m.id, note: ' ' },
    });
    expect(emptyNote.body.error.fields.note).toBe('Please describe what you deliver');
    const delivered = await ok(app, '/api/milestone/deliver-milestone', provider, {
      milestone_id: m.id,
      note: 'Figma file attached',
    });
    expect(delivered).toMatchObject({ status: 'IMPLEMENTING', delivery_note: 'Figma file attached' });
    expect((await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: m.id })).status).toBe(
      'DONE',
    );
    const pay = { milestone_id: m.id, idempotency_key: 'release-1' };
    const released = await ok(app, '/api/milestone/pay-milestone', client, pay);
    expect(released.status).toBe('PAID');
    expect((await ok(app, '/api/milestone/pay-milestone', client, pay)).paid_at).toBe(released.paid_at);
    const twice = await call(app, 'POST', '/api/milestone/pay-milestone', {
      token: client,
      body: { ...pay, idempotency_key: 'release-2' },
    });
    expect(twice.body.error).toMatchObject({
      code: 'INVALID_STATE_TRANSITION',
      message: 'Cannot pay a milestone that is PAID',
    });
    const reused = await call(app, 'POST', '/api/milestone/fund-milestone', {
      token: client,
      body: { milestone_id: milestones[1]!.id, method: 1, idempotency_key: 'release-1' },
    });
    expect(reused.status).toBe(409);

    const earnings = await call(app, 'GET', '/api/payment/fetch-earnings', { token: provider });
    expect(earnings.body).toEqual({
      currency: 'USD',
      earned_cents: m.amount_cents,
      pending_cents: 0,
      spent_cents: 0,
    });
    const spent = await call(app, 'GET', '/api/payment/fetch-earnings', { token: client });
    expect(spent.body.spent_cents).toBe(m.amount_cents);
  });

  // proves: PAYMENT-METHODS
  it('takes a proof upload for an UPLOAD_PROOF payment, which the payee then confirms', async () => {
    const m = milestones[1]!;
    const funded = await ok(app, '/api/milestone/fund-milestone', client, {
      milestone_id: m.id,
      method: UPLOAD_PROOF,
      idempotency_key: 'fund-proof-1',
    });
    expect(funded.milestone.status).toBe('OUTSTANDING');
    const early = await call(app, 'POST', '/api/payment/confirm-payment', {
      token: provider,
      body: { payment_id: funded.payment.id },
    });
    expect(early.body.error.message).toBe('The payer has not uploaded a proof of payment yet');

    const boundary = '----proof';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payment_id"\r\n\r\n${funded.payment.id}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const byPayee = await app.inject({
      method: 'POST',
      url: '/api/payment/upload-payment-proof',
      headers: { ...headers, authorization: `Bearer ${provider}` },
      payload,
    });
    expect(byPayee.statusCode).toBe(403);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/payment/upload-payment-proof',
      headers: { ...headers, authorization: `Bearer ${client}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().proof_url).toMatch(/^\/api\/files\//);

    expect(
      (
        await call(app, 'POST', '/api/payment/confirm-payment', {
          token: client,
          body: { payment_id: funded.payment.id },
        })
      ).status,
    ).toBe(403);
    const confirmed = await ok(app, '/api/payment/confirm-payment', provider, {
      payment_id: funded.payment.id,
    });
    expect(confirmed.status).toBe('PAID');
  });

  // proves: PROJECT-STATES, MSG-MAX-100
  it('completes the project with a score only when every milestone is paid', async () => {
    const early = await call(app, 'POST', '/api/project/complete-project', {
      token: client,
      body: { project_id: project.id, score: 90 },
    });
    expect(early.body.error.message).toBe('Pay every milestone before completing the project');
    const m = milestones[1]!;
    await ok(app, '/api/milestone/start-milestone', provider, { milestone_id: m.id });
    await ok(app, '/api/milestone/deliver-milestone', provider, { milestone_id: m.id, note: 'Done' });
    await ok(app, '/api/milestone/approve-milestone', client, { milestone_id: m.id });
    await ok(app, '/api/milestone/pay-milestone', client, {
      milestone_id: m.id,
      idempotency_key: 'release-3',
    });
    const tooHigh = await call(app, 'POST', '/api/project/complete-project', {
      token: client,
      body: { project_id: project.id, score: 101 },
    });
    expect(tooHigh.body.error.fields.score).toBe('Max 100');
    const done = await ok(app, '/api/project/complete-project', client, {
      project_id: project.id,
      score: 90,
    });
    expect(done).toMatchObject({ status: 'DONE', score: 90, paid_cents: 80_000, milestones_done: 2 });
    const frozen = await call(app, 'POST', '/api/milestone/start-milestone', {
      token: provider,
      body: { milestone_id: m.id },
    });
    expect(frozen.status).toBe(409);
    const incoming = await call(app, 'GET', '/api/payment/fetch-payment-history', {
      token: provider,
      query: { direction: 'incoming', status: 'PAID' },
    });
    expect(incoming.body.total).toBe(2);
  });
});
