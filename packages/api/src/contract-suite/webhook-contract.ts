import { afterAll, describe, expect, it } from 'vitest';

import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  fetchWebhookDeliveries,
  fetchWebhookEndpoints,
  resendWebhookDelivery,
  rollWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from '../contract/webhook';
import { type ContractSessions, createSession, expectApiError } from './session';
import { proposeOnNewJob } from './start-project';
import type { ContractTarget } from './target';

/**
 * Webhooks (decision 1808): endpoints registered by their owner with a secret shown once; an event
 * of a kind an endpoint takes writes it a delivery with the change; a disabled one is written none;
 * nobody else reaches an endpoint or its log. The receiver here answers nothing (a closed port):
 * what is sent and signed is proven by the server's own tests with a real receiver.
 */
export function describeWebhookContract(target: ContractTarget, sessions: ContractSessions) {
  describe('webhook', () => {
    const client = () => sessions.client.client;
    const url = 'http://127.0.0.1:9/contract-suite/hooks';
    const made: string[] = [];
    const register = async (events: ('proposal_received' | 'milestone_paid' | 'message_received')[]) => {
      const created = await client().call(createWebhookEndpoint, { body: { url, events } });
      made.push(created.endpoint.id);
      return created;
    };
    const logOf = async (endpointId: string) =>
      (await client().call(fetchWebhookDeliveries, { query: { endpoint_id: endpointId } })).deliveries;

    afterAll(async () => {
      for (const id of made)
        await client()
          .call(deleteWebhookEndpoint, { query: { endpoint_id: id } })
          .catch(() => undefined);
    });

    // proves: WEBHOOK-SIGNED
    it('registers an endpoint whose secret is shown once and lists it without the secret', async () => {
      const { endpoint, secret } = await register(['message_received', 'proposal_received']);
      expect(secret).toMatch(/^whsec_.{32,}/);
      expect(endpoint).toMatchObject({
        url,
        events: ['proposal_received', 'message_received'],
        enabled: true,
        secret_hint: secret.slice(0, 10),
      });
      const { endpoints } = await client().call(fetchWebhookEndpoints);
      expect(endpoints[0]).toEqual(endpoint);
      expect(JSON.stringify(endpoints)).not.toContain(secret);
      await expectApiError(
        client().call(createWebhookEndpoint, {
          body: { url: 'ftp://hooks.example.com/x', events: ['proposal_received'] },
        }),
        400,
        'VALIDATION_FAILED',
      );
      await expectApiError(
        client().call(createWebhookEndpoint, { body: { url, events: [] } }),
        400,
        'VALIDATION_FAILED',
      );
    });

    it('writes a delivery for an event the endpoint takes, none for another kind or while disabled', async () => {
      const takes = await register(['proposal_received']);
      const other = await register(['milestone_paid']);
      const paused = await register(['proposal_received']);
      await client().call(updateWebhookEndpoint, {
        body: { endpoint_id: paused.endpoint.id, enabled: false },
      });

      await proposeOnNewJob(sessions, 'Contract suite: webhook job', 10_000);
      const [delivery, ...more] = await logOf(takes.endpoint.id);
      expect(more).toEqual([]);
      expect(delivery).toMatchObject({
        event: 'proposal_received',
        status: 'pending',
        response_status: null,
      });
      expect(await logOf(other.endpoint.id)).toEqual([]);
      expect(await logOf(paused.endpoint.id)).toEqual([]);
      const { endpoints } = await client().call(fetchWebhookEndpoints);
      expect(endpoints.find((one) => one.id === paused.endpoint.id)?.enabled).toBe(false);

      // A resend keeps the delivery's id (the receiver's Idempotency-Key) and its event.
      const resent = await client().call(resendWebhookDelivery, {
        body: { endpoint_id: takes.endpoint.id, delivery_id: delivery!.id },
      });
      expect(resent).toMatchObject({ id: delivery!.id, event_id: delivery!.event_id, status: 'pending' });
      await expectApiError(
        client().call(resendWebhookDelivery, {
          body: { endpoint_id: other.endpoint.id, delivery_id: delivery!.id },
        }),
        404,
        'NOT_FOUND',
      );
    });

    it('sends an enabled endpoint a ping, logged first; refuses one while it is disabled', async () => {
      const { endpoint } = await register(['milestone_paid']);
      const ping = await client().call(sendWebhookTestEvent, { body: { endpoint_id: endpoint.id } });
      expect(ping).toMatchObject({ event: 'ping', status: 'pending' });
      const [first] = await logOf(endpoint.id);
      expect(first).toMatchObject({ id: ping.id, event_id: ping.event_id, event: 'ping' });
      await client().call(updateWebhookEndpoint, { body: { endpoint_id: endpoint.id, enabled: false } });
      await expectApiError(
        client().call(sendWebhookTestEvent, { body: { endpoint_id: endpoint.id } }),
        409,
        'CONFLICT',
      );
      expect(await logOf(endpoint.id)).toHaveLength(1);
    });

    it('rolls the secret: the new one shown once, the previous signing on for the hours chosen', async () => {
      const { endpoint, secret } = await register(['milestone_paid']);
      expect(endpoint.previous_secret_expires_at).toBeNull();
      const rolled = await client().call(rollWebhookSecret, {
        body: { endpoint_id: endpoint.id, previous_expires_in_hours: 24 },
      });
      expect(rolled.secret).toMatch(/^whsec_.{32,}/);
      expect(rolled.secret).not.toBe(secret);
      expect(rolled.endpoint.secret_hint).toBe(rolled.secret.slice(0, 10));
      const overlap =
        Date.parse(rolled.endpoint.previous_secret_expires_at!) - Date.parse(endpoint.created_at);
      expect(overlap).toBeGreaterThan(23 * 3600_000);
      const { endpoints } = await client().call(fetchWebhookEndpoints);
      expect(endpoints.find((one) => one.id === endpoint.id)).toEqual(rolled.endpoint);
      expect(JSON.stringify(endpoints)).not.toContain(rolled.secret);

      const atOnce = await client().call(rollWebhookSecret, {
        body: { endpoint_id: endpoint.id, previous_expires_in_hours: 0 },
      });
      expect(atOnce.endpoint.previous_secret_expires_at).toBeNull();
      await expectApiError(
        client().call(rollWebhookSecret, {
          body: { endpoint_id: endpoint.id, previous_expires_in_hours: 5 },
        }),
        400,
        'VALIDATION_FAILED',
      );
    });

    // proves: WEBHOOK-PRIVATE
    it('keeps an endpoint and its log from everyone but its owner, who deletes it', async () => {
      const { endpoint } = await register(['proposal_received']);
      const stranger = createSession(target, await target.signIn('stranger'));
      const theirs = await stranger.client.call(fetchWebhookEndpoints);
      expect(theirs.endpoints.map((one) => one.id)).not.toContain(endpoint.id);
      for (const other of [stranger.client, sessions.provider.client]) {
        await expectApiError(
          other.call(fetchWebhookDeliveries, { query: { endpoint_id: endpoint.id } }),
          404,
          'NOT_FOUND',
        );
        await expectApiError(
          other.call(updateWebhookEndpoint, { body: { endpoint_id: endpoint.id, enabled: false } }),
          404,
          'NOT_FOUND',
        );
        await expectApiError(
          other.call(sendWebhookTestEvent, { body: { endpoint_id: endpoint.id } }),
          404,
          'NOT_FOUND',
        );
        await expectApiError(
          other.call(rollWebhookSecret, { body: { endpoint_id: endpoint.id, previous_expires_in_hours: 0 } }),
          404,
          'NOT_FOUND',
        );
        await expectApiError(
          other.call(deleteWebhookEndpoint, { query: { endpoint_id: endpoint.id } }),
          404,
          'NOT_FOUND',
        );
      }
      await expect(
        client().call(deleteWebhookEndpoint, { query: { endpoint_id: endpoint.id } }),
      ).resolves.toEqual({
        ok: true,
      });
      const { endpoints } = await client().call(fetchWebhookEndpoints);
      expect(endpoints.map((one) => one.id)).not.toContain(endpoint.id);
      await expectApiError(
        client().call(fetchWebhookDeliveries, { query: { endpoint_id: endpoint.id } }),
        404,
        'NOT_FOUND',
      );
    });
  });
}
