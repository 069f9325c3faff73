import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sendDueWebhooks } from '../../src/webhook/webhook-sender';
import { enqueueWebhooks } from '../../src/webhook/webhook-outbox';
import { createScratchDatabase } from '../helpers/postgres';
import { jobBody, ok, proposalBody, signUpTokens } from '../helpers/start-project';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { startWebhookReceiver } from '../helpers/webhook-receiver';

const scratch = await createScratchDatabase();

/** Each instance sends until nothing is due, a few at a time, so the two interleave. */
async function drain(app: TestApp) {
  let sent = 0;
  for (let claimed = -1; claimed !== 0; sent += claimed)
    claimed = await sendDueWebhooks(app.services, new Date(), 3);
  return sent;
}

if ('skip' in scratch) {
  console.warn(scratch.skip);
  describe.skip(`webhooks on two instances (${scratch.skip})`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  describe('webhooks on two instances of one PostgreSQL database (decision 1808)', () => {
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      // No sweeps of their own: the test runs the rounds, both at once.
      one = await createTestApp({ databaseUrl: scratch.url, webhookSendIntervalMs: 0 });
      two = await createTestApp({ databaseUrl: scratch.url, webhookSendIntervalMs: 0 });
    }, 240_000);
    afterAll(async () => {
      await one?.close();
      await two?.close();
      await scratch.drop();
    });

    // proves: WEBHOOK-ONCE
    it('sends every event once while both instances send at the same time', async () => {
      const receiver = await startWebhookReceiver();
      try {
        const { token: client, userId: clientId } = await signUp(one, 'pg-hook-client@example.com');
        const [provider] = await signUpTokens(one, 'pg-hook-provider@example.com');
        const { endpoint } = await ok(two, '/api/webhook/create-webhook-endpoint', client, {
          url: receiver.url,
          events: ['proposal_received', 'message_received'],
        });
        // 60 events written as the changes write them, then both instances drain the outbox at once.
        await one.services.db.transaction((tx) =>
          enqueueWebhooks(
            tx,
            Array.from({ length: 60 }, (_, index) => ({
              recipientId: clientId,
              kind: 'message_received' as const,
              subject: { conversation_id: `conversation-${index}` },
              actorId: null,
              title: `Message ${index}`,
            })),
          ),
        );
        const [first, second] = await Promise.all([drain(one), drain(two)]);
        expect(first + second).toBe(60);
        expect(first).toBeGreaterThan(0);
        expect(second).toBeGreaterThan(0);

        // A real change on one instance (sent after its commit) while the other sweeps.
        const request = await ok(one, '/api/request/create-request', client, jobBody({ title: 'Raced job' }));
        await ok(one, '/api/proposal/create-proposal', provider, proposalBody(request.id));
        await drain(two);
        await receiver.waitFor(61);
        await new Promise((resolve) => setTimeout(resolve, 500));
        await Promise.all([drain(one), drain(two)]);

        const keys = receiver.hits.map((hit) => String(hit.headers['idempotency-key']));
        expect(keys).toHaveLength(61);
        expect(new Set(keys).size).toBe(61);
        const proposals = receiver.hits.filter((hit) => hit.headers['lancer-event'] === 'proposal_received');
        expect(proposals).toHaveLength(1);
        expect(JSON.parse(proposals[0]!.body).data.title).toBe('Raced job');
        const log = await one.inject({
          method: 'GET',
          url: `/api/webhook/fetch-webhook-deliveries?endpoint_id=${endpoint.id}`,
          headers: { authorization: `Bearer ${client}` },
        });
        const deliveries = log.json().deliveries as { status: string; attempts: number }[];
        expect(deliveries).toHaveLength(50);
        expect(
          deliveries.every((delivery) => delivery.status === 'succeeded' && delivery.attempts === 1),
        ).toBe(true);
      } finally {
        await receiver.close();
      }
    });
  });
}
