import type { HandlerMap } from '../http/handler';
import {
  cancelProductInvite,
  fetchProductCollaborators,
  inviteProductCollaborator,
  removeProductCollaborator,
} from './product-collaborator-service';
import {
  confirmProductIssue,
  createProductIssue,
  fetchProductIssues,
  reopenProductIssue,
  resolveProductIssue,
} from './product-issue-service';
import { fetchProductMetrics } from './product-metrics-service';
import { createProductOpsEvent, fetchProductOpsEvents, updateProductOpsEvent } from './product-ops-service';
import { createProductPlanItem, fetchProductPlan, updateProductPlanItem } from './product-plan-service';
import { createProduct, fetchProduct, fetchProducts, updateProduct } from './product-service';
import { createProductWorkItem, fetchProductWorkItems, updateProductWorkItem } from './product-work-service';

export const productHandlers = {
  fetchProducts: ({ services, user, query }) => fetchProducts(services, user.id, query),
  fetchProduct: ({ services, user, query }) => fetchProduct(services, user.id, query.product_id),
  createProduct: ({ services, user, body }) => createProduct(services, user.id, body),
  updateProduct: ({ services, user, body }) => updateProduct(services, user.id, body),
  fetchProductPlan: ({ services, user, query }) => fetchProductPlan(services, user.id, query.product_id),
  createProductPlanItem: ({ services, user, body }) => createProductPlanItem(services, user.id, body),
  updateProductPlanItem: ({ services, user, body }) => updateProductPlanItem(services, user.id, body),
  fetchProductWorkItems: ({ services, user, query }) => fetchProductWorkItems(services, user.id, query),
  createProductWorkItem: ({ services, user, body }) => createProductWorkItem(services, user.id, body),
  updateProductWorkItem: ({ services, user, body }) => updateProductWorkItem(services, user.id, body),
  fetchProductIssues: ({ services, user, query }) => fetchProductIssues(services, user.id, query),
  createProductIssue: ({ services, user, body }) => createProductIssue(services, user.id, body),
  resolveProductIssue: ({ services, user, body }) => resolveProductIssue(services, user.id, body.issue_id),
  confirmProductIssue: ({ services, user, body }) => confirmProductIssue(services, user.id, body.issue_id),
  reopenProductIssue: ({ services, user, body }) => reopenProductIssue(services, user.id, body.issue_id),
  fetchProductMetrics: ({ services, user, query }) =>
    fetchProductMetrics(services, user.id, query.product_id, query.range),
  fetchProductOpsEvents: ({ services, user, query }) => fetchProductOpsEvents(services, user.id, query),
  createProductOpsEvent: ({ services, user, body }) => createProductOpsEvent(services, user.id, body),
  updateProductOpsEvent: ({ services, user, body }) => updateProductOpsEvent(services, user.id, body),
  fetchProductCollaborators: ({ services, user, query }) =>
    fetchProductCollaborators(services, user.id, query.product_id),
  inviteProductCollaborator: ({ services, user, body }) => inviteProductCollaborator(services, user.id, body),
  removeProductCollaborator: ({ services, user, query }) =>
    removeProductCollaborator(services, user.id, query.product_id, query.user_id),
  cancelProductInvite: ({ services, user, query }) =>
    cancelProductInvite(services, user.id, query.product_id, query.invite_id),
} satisfies HandlerMap;
