import { userMessageOf } from '@lancer/api/http/api-error';
import { useFetchProduct } from '@lancer/api/product/fetch-product';
import { useFetchProducts } from '@lancer/api/product/fetch-products';

import { toLoadable } from '../../lib/to-loadable';
import type { ProductTab } from '../product-tabs';

// The web route checks the address's tab with it (the package exports its .tsx modules).
export { isProductTab } from '../product-tabs';
import { ProductSwitcher } from '../switcher/product-switcher';
import { ProductTabScreen } from './product-tab-screen';
import { ProductsPageView } from './products-page-view';

export type ProductsPageProps = {
  tab: ProductTab;
  /** From the address (?product=); the first of my products when missing or not mine. */
  productId: string | null;
  currentUserId: string;
  onSelectTab: (tab: ProductTab) => void;
  onSelectProduct: (productId: string) => void;
};

export function ProductsPage({
  tab,
  productId,
  currentUserId,
  onSelectTab,
  onSelectProduct,
}: ProductsPageProps) {
  const products = useFetchProducts({ page: 1, page_size: 100 });
  const items = products.data?.items ?? [];
  // A product in the address that is not one of mine: ask the server, which says why not (403).
  const foreignId = productId && products.data && !items.some((p) => p.id === productId) ? productId : null;
  const foreign = useFetchProduct({ product_id: foreignId ?? '' }, { enabled: foreignId !== null });
  const selected = foreignId
    ? (foreign.data ?? null)
    : (items.find((product) => product.id === productId) ?? items[0] ?? null);
  return (
    <ProductsPageView
      state={toLoadable(products, (page) => ({ hasProducts: page.items.length > 0 }))}
      tab={tab}
      onSelectTab={onSelectTab}
      refusal={foreignId && foreign.isError ? userMessageOf(foreign.error) : null}
      switcher={<ProductSwitcher selectedId={selected?.id ?? null} onSelect={onSelectProduct} />}
    >
      {selected ? <ProductTabScreen tab={tab} product={selected} currentUserId={currentUserId} /> : null}
    </ProductsPageView>
  );
}
