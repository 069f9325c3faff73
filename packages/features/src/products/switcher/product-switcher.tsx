import { userMessageOf } from '@lancer/api/http/api-error';
import { useState } from 'react';

import { useCreateProduct } from '@lancer/api/product/create-product';
import { useFetchProducts } from '@lancer/api/product/fetch-products';

import { ProductSwitcherView } from './product-switcher-view';

export type ProductSwitcherProps = {
  selectedId: string | null;
  onSelect: (productId: string) => void;
};

/** The switcher over the signed-in user's products; a created product is selected at once. */
export function ProductSwitcher({ selectedId, onSelect }: ProductSwitcherProps) {
  const products = useFetchProducts({ page: 1, page_size: 100 });
  const create = useCreateProduct();
  const [open, setOpen] = useState(false);
  return (
    <ProductSwitcherView
      products={products.data?.items ?? []}
      selectedId={selectedId}
      onSelect={onSelect}
      createOpen={open}
      onCreateOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
      createPending={create.isPending}
      createFailure={create.isError ? userMessageOf(create.error) : null}
      onCreate={(product) =>
        create.mutate(
          { body: { ...product, links: [] } },
          {
            onSuccess: (created) => {
              setOpen(false);
              onSelect(created.id);
            },
          },
        )
      }
    />
  );
}
