import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useFetchProduct } from '@lancer/api/product/fetch-product';
import { useUpdateProduct } from '@lancer/api/product/update-product';

import { toLoadable } from '../../lib/to-loadable';
import { ProductView } from './product-view';

export function ProductOverview({ productId }: { productId: string }) {
  const product = useFetchProduct({ product_id: productId });
  const update = useUpdateProduct();
  const [editOpen, setEditOpen] = useState(false);
  return (
    <ProductView
      state={toLoadable(product)}
      editOpen={editOpen}
      onEditOpenChange={(open) => {
        setEditOpen(open);
        update.reset();
      }}
      savePending={update.isPending}
      saveFailure={update.isError ? userMessageOf(update.error) : null}
      onSave={(changes) =>
        update.mutate(
          { body: { product_id: productId, ...changes } },
          { onSuccess: () => setEditOpen(false) },
        )
      }
      onStatusChange={(status) => update.mutate({ body: { product_id: productId, status } })}
    />
  );
}
