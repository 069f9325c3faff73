import { useState } from 'react';

import { ApiError } from '@lancer/api/http/api-error';
import { useCreateWebhookEndpoint } from '@lancer/api/webhook/create-webhook-endpoint';
import { useDeleteWebhookEndpoint } from '@lancer/api/webhook/delete-webhook-endpoint';
import { useFetchWebhookDeliveries } from '@lancer/api/webhook/fetch-webhook-deliveries';
import { useFetchWebhookEndpoints } from '@lancer/api/webhook/fetch-webhook-endpoints';
import { useResendWebhookDelivery } from '@lancer/api/webhook/resend-webhook-delivery';
import { useUpdateWebhookEndpoint } from '@lancer/api/webhook/update-webhook-endpoint';

import { toLoadable } from '../../lib/to-loadable';
import type { WebhooksPanelProps } from './components/webhooks-panel';

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
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const resend = useResendWebhookDelivery();
  // A refused URL (a private address, not https) is said at its field in the server's words.
  const refused = create.error instanceof ApiError && create.error.code === 'VALIDATION_FAILED';
  const createRefusal = refused
    ? ((create.error as ApiError).fields.url ?? (create.error as ApiError).userMessage)
    : null;
  const conflict = create.error instanceof ApiError && create.error.code === 'CONFLICT';
  return {
    props: {
      endpoints: toLoadable(endpoints, (data) => data.endpoints),
      openEndpointId,
      deliveries: toLoadable(deliveries, (data) => data.deliveries),
      creating: create.isPending,
      createRefusal: createRefusal ?? (conflict ? (create.error as ApiError).userMessage : null),
      createdSecret: create.data?.secret ?? null,
      busyId: update.isPending
        ? (update.variables?.body.endpoint_id ?? null)
        : resend.isPending
          ? (resend.variables?.body.delivery_id ?? null)
          : null,
      onCreate: (body) => create.mutate({ body }),
      onOpenLog: setOpenEndpointId,
      onSetEnabled: (endpointId, on) => update.mutate({ body: { endpoint_id: endpointId, enabled: on } }),
      onDelete: (endpointId) => {
        if (openEndpointId === endpointId) setOpenEndpointId(null);
        remove.mutate({ query: { endpoint_id: endpointId } });
      },
      onResend: (endpointId, deliveryId) =>
        resend.mutate({ body: { endpoint_id: endpointId, delivery_id: deliveryId } }),
    },
    failed: (create.isError && !refused && !conflict) || update.isError || remove.isError || resend.isError,
  };
}
