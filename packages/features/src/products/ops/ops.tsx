import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useCreateProductOpsEvent } from '@lancer/api/product/create-product-ops-event';
import { useFetchProductOpsEvents } from '@lancer/api/product/fetch-product-ops-events';
import { useUpdateProductOpsEvent } from '@lancer/api/product/update-product-ops-event';

import { toLoadable } from '../../lib/to-loadable';
import { OpsView } from './ops-view';

export function Ops({ productId }: { productId: string }) {
  const events = useFetchProductOpsEvents({ product_id: productId, page: 1, page_size: 100 });
  const create = useCreateProductOpsEvent();
  const update = useUpdateProductOpsEvent();
  const [addCount, setAddCount] = useState(0);
  const failed = create.isError ? create.error : update.isError ? update.error : null;
  return (
    <OpsView
      state={toLoadable(events, (page) => page.items)}
      addPending={create.isPending}
      addCount={addCount}
      addError={create.error}
      onAdd={(event) =>
        create.mutate(
          { body: { product_id: productId, ...event } },
          { onSuccess: () => setAddCount((count) => count + 1) },
        )
      }
      resolvingId={update.isPending ? (update.variables?.body?.ops_event_id ?? null) : null}
      onResolve={(id) => update.mutate({ body: { ops_event_id: id, status: 'resolved' } })}
      failure={failed ? userMessageOf(failed) : null}
    />
  );
}
