import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useCreateProductPlanItem } from '@lancer/api/product/create-product-plan-item';
import { useFetchProductPlan } from '@lancer/api/product/fetch-product-plan';
import { useUpdateProductPlanItem } from '@lancer/api/product/update-product-plan-item';

import { toLoadable } from '../../lib/to-loadable';
import { PlanView } from './plan-view';

export function Plan({ productId }: { productId: string }) {
  const plan = useFetchProductPlan({ product_id: productId });
  const create = useCreateProductPlanItem();
  const update = useUpdateProductPlanItem();
  const [addCount, setAddCount] = useState(0);
  const failed = create.isError ? create.error : update.isError ? update.error : null;
  return (
    <PlanView
      state={toLoadable(plan, (answer) => answer.items)}
      addPending={create.isPending}
      addCount={addCount}
      addError={create.error}
      onAdd={(values) =>
        create.mutate(
          { body: { product_id: productId, ...values } },
          { onSuccess: () => setAddCount((count) => count + 1) },
        )
      }
      savingId={update.isPending ? (update.variables?.body?.plan_item_id ?? null) : null}
      onUpdate={(id, changes) => update.mutate({ body: { plan_item_id: id, ...changes } })}
      failure={failed ? userMessageOf(failed) : null}
    />
  );
}
