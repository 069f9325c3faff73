import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { isProductTab, ProductsPage } from '@lancer/features/products/workspace/products-page';

import { paths } from '../config/paths';
import { useAuthStore } from '../lib/auth-store';

/** /products/:tab?product=<id>: the tab and the chosen product live in the address, so Back works. */
export default function ProductsRoute() {
  const { tab } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const identity = useAuthStore((state) => state.identity);
  const productId = search.get('product');
  if (!isProductTab(tab)) return <Navigate to={paths.products.getHref()} replace />;
  return (
    <ProductsPage
      tab={tab}
      productId={productId}
      currentUserId={identity ?? ''}
      onSelectTab={(next) => void navigate(paths.products.getHref(next, productId ?? undefined))}
      onSelectProduct={(id) => void navigate(paths.products.getHref(tab, id))}
    />
  );
}
