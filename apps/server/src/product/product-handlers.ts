import type { HandlerMap } from '../http/handler';
import {
  fetchProductCollaborators,
  createProduct,
  fetchProduct,
  inviteProductCollaborator,
  fetchProductOpsEvents,
  fetchProductIssues,
  fetchProducts,
  fetchProductWorkItems,
  fetchProductMetrics,
  removeProductCollaborator,
  fetchProductPlan,
} from './product-service';

export const productHandlers = {
  fetchProducts: ({ services, user, query }) => fetchProducts(services, user.id, query),
  fetchProduct: ({ services, user, query }) => fetchProduct(services, user.id, query.product_id),
  createProduct: ({ services, user, body }) => createProduct(services, user.id, body),
  fetchProductPlan: ({ services, user, query }) => fetchProductPlan(services, user.id, query.product_id),
  fetchProductWorkItems: ({ services, user, query }) => fetchProductWorkItems(services, user.id, query),
  fetchProductIssues: ({ services, user, query }) => fetchProductIssues(services, user.id, query),
  fetchProductMetrics: ({ services, user, query }) =>
    fetchProductMetrics(services, user.id, query.product_id, query.range),
  fetchProductOpsEvents: ({ services, user, query }) => fetchProductOpsEvents(services, user.id, query),
  fetchProductCollaborators: ({ services, user, query }) =>
    fetchProductCollaborators(services, user.id, query.product_id),
  inviteProductCollaborator: ({ services, user, body }) => inviteProductCollaborator(services, user.id, body),
  removeProductCollaborator: ({ services, user, query }) =>
    removeProductCollaborator(services, user.id, query.product_id, query.user_id),
} satisfies HandlerMap;
