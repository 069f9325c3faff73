import type { HandlerMap } from '../http/handler';
import {
  collaborators,
  createProduct,
  fetchProduct,
  invite,
  listOpsEvents,
  listProductIssues,
  listProducts,
  listWorkItems,
  metrics,
  removeMember,
  roadmap,
} from './product-service';

export const productHandlers = {
  fetchProducts: ({ services, user, query }) => listProducts(services, user.id, query),
  fetchProduct: ({ services, user, query }) => fetchProduct(services, user.id, query.product_id),
  createProduct: ({ services, user, body }) => createProduct(services, user.id, body),
  fetchProductPlan: ({ services, user, query }) => roadmap(services, user.id, query.product_id),
  fetchProductWorkItems: ({ services, user, query }) => listWorkItems(services, user.id, query),
  fetchProductIssues: ({ services, user, query }) => listProductIssues(services, user.id, query),
  fetchProductMetrics: ({ services, user, query }) =>
    metrics(services, user.id, query.product_id, query.range),
  fetchProductOpsEvents: ({ services, user, query }) => listOpsEvents(services, user.id, query),
  fetchProductCollaborators: ({ services, user, query }) =>
    collaborators(services, user.id, query.product_id),
  inviteProductCollaborator: ({ services, user, body }) => invite(services, user.id, body),
  removeProductCollaborator: async ({ services, user, query }) => {
    await removeMember(services, user.id, query.product_id, query.user_id);
    return { ok: true as const };
  },
} satisfies HandlerMap;
