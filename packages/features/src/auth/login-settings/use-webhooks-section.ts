import { useEffect, useState } from 'react';

import type { WebhookDelivery } from '@lancer/api/schemas/webhook';

import { ApiError } from '@lancer/api/http/api-error';
import { useCreateWebhookEndpoint } from '@lancer/api/webhook/create-webhook-endpoint';
import { useDeleteWebhookEndpoint } from '@lancer/api/webhook/delete-webhook-endpoint';
import { useFetchWebhookDeliveries } from '@lancer/api/webhook/fetch-webhook-deliveries';
import { useFetchWebhookEndpoints } from '@lancer/api/webhook/fetch-webhook-endpoints';
import { useResendWebhookDelivery } from '@lancer/api/webhook/resend-webhook-delivery';
import { useRollWebhookSecret } from '@lancer/api/webhook/roll-webhook-secret';
import { useSendWebhookTestEvent } from '@lancer/api/webhook/send-webhook-test-event';
import { useUpdateWebhookEndpoint } from '@lancer/api/webhook/update-webhook-endpoint';

import { toLoadable } from '../../lib/to-loadable';
import type { WebhooksPanelProps } from './components/webhooks-panel';

const LOG_REFRESH_MS = 2_000;
const SOON_MS = 60_000;

const withinSoon = (at: string | null) => at !== null && Math.abs(Date.parse(at) - Date.now()) < SOON_MS;

/**
 * Pending, and due within a minute either side of now or tried in the last minute (a sender has
 * claimed it and is waiting for the receiver's answer): its outcome is moments away.
 */
const aboutToBeSent = (delivery: WebhookDelivery) =>
  delivery.status === 'pending' &&
  (withinSoon(delivery.next_attempt_at) || withinSoon(delivery.last_attempt_at));

/** WEBHOOKS (decision 1808): the webhooks section's calls mapped to its props. */
export function useWebhooksSection(enabled: boolean): { props: WebhooksPanelProps; failed: boolean } {
  const endpoints = useFetchWebhookEndpoints({ enabled });
  const [openEndpointId, setOpenEndpointId] = useState<string | null>(null);
  const deliveries = useFetchWebhookDeliveries(
    { endpoint_id: openEndpointId ?? '' },
    {
      enabled: enabled && openEndpointId !== null,
    },
  );
  // A delivery in the open log that is about to be sent (a test event, a resend, a retry due)
  // shows how it went without a reload: the log is read again every 2 s until none is.
  const sendingSoon = (deliveries.data?.deliveries ?? []).some(aboutToBeSent);
  const { refetch } = deliveries;
  useEffect(() => {
    if (!sendingSoon) return;
    const timer = setInterval(() => void refetch(), LOG_REFRESH_MS);
    return () => clearInterval(timer);
  }, [sendingSoon, refetch]);
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const resend = useResendWebhookDelivery();
  const test = useSendWebhookTestEvent();
  const roll = useRollWebhookSecret();
  // A refused URL (a private address, not https) is said at its field in the server's words.
  const refused = create.error instanceof ApiError && create.error.code === 'VALIDATION_FAILED';
  const createRefusal = refused
    ? ((create.error as ApiError).fields.url ?? (create.error as ApiError).userMessage)
    : null;
  const conflict = create.error instanceof ApiError && create.error.code === 'CONFLICT';
  // A test event the server refused (the endpoint disabled meanwhile) is said at its endpoint.
  const testRefused = test.error instanceof ApiError;
  const testedId = test.variables?.body.endpoint_id ?? null;
  // The secret shown is the latest one made: a new endpoint's or a rolled one's.
  const madeSecret = (roll.submittedAt > create.submittedAt ? roll.data : create.data)?.secret ?? null;
  return {
    props: {
      endpoints: toLoadable(endpoints, (data) => data.endpoints),
      openEndpointId,
      deliveries: toLoadable(deliveries, (data) => data.deliveries),
      creating: create.isPending,
      createRefusal: createRefusal ?? (conflict ? (create.error as ApiError).userMessage : null),
      createdSecret: madeSecret,
      busyId: update.isPending
        ? (update.variables?.body.endpoint_id ?? null)
        : resend.isPending
          ? (resend.variables?.body.delivery_id ?? null)
          : null,
      testingId: test.isPending ? testedId : null,
      testSentId: test.isSuccess ? testedId : null,
      testRefusal:
        testRefused && testedId
          ? { endpointId: testedId, message: (test.error as ApiError).userMessage }
          : null,
      rollingId: roll.isPending ? (roll.variables?.body.endpoint_id ?? null) : null,
      onCreate: (body) => create.mutate({ body }),
      onOpenLog: setOpenEndpointId,
      onSetEnabled: (endpointId, on) => update.mutate({ body: { endpoint_id: endpointId, enabled: on } }),
      onDelete: (endpointId) => {
        if (openEndpointId === endpointId) setOpenEndpointId(null);
        remove.mutate({ query: { endpoint_id: endpointId } });
      },
      onResend: (endpointId, deliveryId) =>
        resend.mutate({ body: { endpoint_id: endpointId, delivery_id: deliveryId } }),
      // Sent, the ping is first in the endpoint's log: the log opens on it. Refused, the endpoint was
      // disabled meanwhile (another tab): the list catches up.
      onSendTestEvent: (endpointId) =>
        test.mutate(
          { body: { endpoint_id: endpointId } },
          {
            onSuccess: () => setOpenEndpointId(endpointId),
            onError: (error) => {
              if (error instanceof ApiError && error.code === 'CONFLICT') void endpoints.refetch();
            },
          },
        ),
      onRollSecret: (endpointId, hours) =>
        roll.mutate({ body: { endpoint_id: endpointId, previous_expires_in_hours: hours } }),
    },
    failed:
      (create.isError && !refused && !conflict) ||
      update.isError ||
      remove.isError ||
      resend.isError ||
      (test.isError && !testRefused) ||
      roll.isError,
  };
}
