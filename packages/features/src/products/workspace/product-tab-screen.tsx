import type { Product } from '@lancer/api/schemas/product';

import { Collaborators } from '../collaborators/collaborators';
import { Development } from '../development/development';
import { Issues } from '../issues/issues';
import { Metrics } from '../metrics/metrics';
import { Ops } from '../ops/ops';
import { ProductOverview } from '../product/product';
import type { ProductTab } from '../product-tabs';
import { Plan } from '../plan/plan';

type ProductTabScreenProps = { tab: ProductTab; product: Product; currentUserId: string };

/** The connected screen of one tab for one product. */
export function ProductTabScreen({ tab, product, currentUserId }: ProductTabScreenProps) {
  const productId = product.id;
  const isOwner = product.owner.user_id === currentUserId;
  switch (tab) {
    case 'product':
      return <ProductOverview productId={productId} />;
    case 'plan':
      return <Plan productId={productId} />;
    case 'development':
      return <Development productId={productId} />;
    case 'issues':
      return <Issues productId={productId} currentUserId={currentUserId} isOwner={isOwner} />;
    case 'metrics':
      return <Metrics productId={productId} />;
    case 'ops':
      return <Ops productId={productId} />;
    case 'collaborators':
      return <Collaborators productId={productId} isOwner={isOwner} />;
  }
}
