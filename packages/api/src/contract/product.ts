import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import { chartDataSchema, chartRangeSchema } from '../schemas/chart';
import { issueStateSchema } from '../schemas/issue';
import {
  createOpsEventBodySchema,
  createPlanItemBodySchema,
  createProductBodySchema,
  createProductIssueBodySchema,
  createWorkItemBodySchema,
  inviteCollaboratorBodySchema,
  opsEventSchema,
  productCollaboratorSchema,
  productInviteSchema,
  productIssueSchema,
  productSchema,
  roadmapItemSchema,
  updateOpsEventBodySchema,
  updatePlanItemBodySchema,
  updateProductBodySchema,
  updateWorkItemBodySchema,
  workItemSchema,
  workItemStatusSchema,
} from '../schemas/product';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Products and their tabs: product, plan, development, issues, metrics, ops, collaborators. */

const productQuery = z.object({ product_id: idSchema });

export const fetchProducts = defineOperation({
  name: 'fetchProducts',
  method: 'GET',
  path: '/api/product/fetch-products',
  summary: 'Products the signed-in user owns or collaborates on.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema,
  response: pagedSchema(productSchema),
});

export const fetchProduct = defineOperation({
  name: 'fetchProduct',
  method: 'GET',
  path: '/api/product/fetch-product',
  summary: 'One product (the "product" tab).',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery,
  response: productSchema,
});

export const createProduct = defineOperation({
  name: 'createProduct',
  method: 'POST',
  path: '/api/product/create-product',
  summary: 'Creates a product owned by the signed-in user.',
  auth: 'user',
  access: signedIn,
  body: createProductBodySchema,
  response: productSchema,
});

export const fetchProductPlan = defineOperation({
  name: 'fetchProductPlan',
  method: 'GET',
  path: '/api/product/fetch-product-plan',
  summary: 'The "plan" tab: roadmap items by quarter.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery,
  response: z.object({ items: z.array(roadmapItemSchema) }),
});

export const fetchProductWorkItems = defineOperation({
  name: 'fetchProductWorkItems',
  method: 'GET',
  path: '/api/product/fetch-product-work-items',
  summary: 'The "development" tab: work items, recently changed first, optionally by status and assignee.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery
    .extend(pageQuerySchema.shape)
    .extend({ status: workItemStatusSchema.optional(), assignee_id: idSchema.optional() }),
  response: pagedSchema(workItemSchema),
});

export const fetchProductIssues = defineOperation({
  name: 'fetchProductIssues',
  method: 'GET',
  path: '/api/product/fetch-product-issues',
  summary: 'The "issues" tab: issues across the product, newest first.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery.extend(pageQuerySchema.shape).extend({ state: issueStateSchema.optional() }),
  response: pagedSchema(productIssueSchema),
});

export const fetchProductMetrics = defineOperation({
  name: 'fetchProductMetrics',
  method: 'GET',
  path: '/api/product/fetch-product-metrics',
  summary: 'The "metrics" tab: chart series of the product.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery.extend({ range: chartRangeSchema.default('30d') }),
  response: z.object({ charts: z.array(chartDataSchema) }),
});

export const fetchProductOpsEvents = defineOperation({
  name: 'fetchProductOpsEvents',
  method: 'GET',
  path: '/api/product/fetch-product-ops-events',
  summary: 'The "ops" tab: deployments and incidents, newest first.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery.extend(pageQuerySchema.shape),
  response: pagedSchema(opsEventSchema),
});

const collaboratorsResponse = z.object({
  collaborators: z.array(productCollaboratorSchema),
  invites: z.array(productInviteSchema),
});

export const fetchProductCollaborators = defineOperation({
  name: 'fetchProductCollaborators',
  method: 'GET',
  path: '/api/product/fetch-product-collaborators',
  summary: 'The "collaborators" tab: members and pending invites.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  query: productQuery,
  response: collaboratorsResponse,
});

export const inviteProductCollaborator = defineOperation({
  name: 'inviteProductCollaborator',
  method: 'POST',
  path: '/api/product/invite-product-collaborator',
  summary:
    'The owner invites someone by email or user ID: a user joins at once as a collaborator; an email without an account waits as a pending invite.',
  auth: 'user',
  access: on('product', ['owner'], {
    others: 403,
    because: 'Only the owner of the product manages collaborators',
  }),
  limit: 'mail',
  body: inviteCollaboratorBodySchema,
  response: collaboratorsResponse,
});

export const removeProductCollaborator = defineOperation({
  name: 'removeProductCollaborator',
  method: 'DELETE',
  path: '/api/product/remove-product-collaborator',
  summary: 'The owner removes a member (not the owner).',
  auth: 'user',
  access: on('product', ['owner'], {
    others: 403,
    because: 'Only the owner of the product manages collaborators',
  }),
  query: z.object({ product_id: idSchema, user_id: idSchema }),
  response: okSchema,
});

export const cancelProductInvite = defineOperation({
  name: 'cancelProductInvite',
  method: 'DELETE',
  path: '/api/product/cancel-product-invite',
  summary: 'The owner withdraws a pending invite.',
  auth: 'user',
  access: on('product', ['owner'], {
    others: 403,
    because: 'Only the owner of the product manages collaborators',
  }),
  query: z.object({ product_id: idSchema, invite_id: idSchema }),
  response: okSchema,
});

export const updateProduct = defineOperation({
  name: 'updateProduct',
  method: 'POST',
  path: '/api/product/update-product',
  summary: 'The owner or a collaborator changes the name, description, links or status.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  body: updateProductBodySchema,
  response: productSchema,
});

export const createProductPlanItem = defineOperation({
  name: 'createProductPlanItem',
  method: 'POST',
  path: '/api/product/create-product-plan-item',
  summary: 'Adds a roadmap item to a quarter.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  body: createPlanItemBodySchema,
  response: roadmapItemSchema,
});

export const updateProductPlanItem = defineOperation({
  name: 'updateProductPlanItem',
  method: 'POST',
  path: '/api/product/update-product-plan-item',
  summary: 'Edits a roadmap item or moves it to another quarter or status.',
  auth: 'user',
  access: on('productPlanItem', ['owner', 'collaborator'], { others: 403 }),
  body: updatePlanItemBodySchema,
  response: roadmapItemSchema,
});

export const createProductWorkItem = defineOperation({
  name: 'createProductWorkItem',
  method: 'POST',
  path: '/api/product/create-product-work-item',
  summary: 'Adds a work item; the assignee must be a member, the linked issue one of the product.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  body: createWorkItemBodySchema,
  response: workItemSchema,
});

export const updateProductWorkItem = defineOperation({
  name: 'updateProductWorkItem',
  method: 'POST',
  path: '/api/product/update-product-work-item',
  summary: 'Edits a work item or moves it one step along its states (states/work-item.ts).',
  auth: 'user',
  access: on('productWorkItem', ['owner', 'collaborator'], { others: 403 }),
  body: updateWorkItemBodySchema,
  response: workItemSchema,
});

export const createProductIssue = defineOperation({
  name: 'createProductIssue',
  method: 'POST',
  path: '/api/product/create-product-issue',
  summary: 'A member opens an issue; it gets the next number of the product.',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  body: createProductIssueBodySchema,
  response: productIssueSchema,
});

const productIssueBody = z.object({ issue_id: idSchema });

export const resolveProductIssue = defineOperation({
  name: 'resolveProductIssue',
  method: 'POST',
  path: '/api/product/resolve-product-issue',
  summary: 'A member resolves an open issue.',
  auth: 'user',
  access: on('productIssue', ['owner', 'collaborator'], { others: 403 }),
  body: productIssueBody,
  response: productIssueSchema,
});

export const confirmProductIssue = defineOperation({
  name: 'confirmProductIssue',
  method: 'POST',
  path: '/api/product/confirm-product-issue',
  summary: 'The reporter or the owner confirms a resolved issue: closed.',
  auth: 'user',
  access: on('productIssue', ['owner', 'collaborator'], {
    others: 403,
    refinedBy: 'Only the reporter or the owner can confirm an issue',
  }),
  body: productIssueBody,
  response: productIssueSchema,
});

export const reopenProductIssue = defineOperation({
  name: 'reopenProductIssue',
  method: 'POST',
  path: '/api/product/reopen-product-issue',
  summary: 'A member reopens a resolved or closed issue.',
  auth: 'user',
  access: on('productIssue', ['owner', 'collaborator'], { others: 403 }),
  body: productIssueBody,
  response: productIssueSchema,
});

export const createProductOpsEvent = defineOperation({
  name: 'createProductOpsEvent',
  method: 'POST',
  path: '/api/product/create-product-ops-event',
  summary: 'Records a deployment or an incident (rules/ops-event.ts).',
  auth: 'user',
  access: on('product', ['owner', 'collaborator'], { others: 403 }),
  body: createOpsEventBodySchema,
  response: opsEventSchema,
});

export const updateProductOpsEvent = defineOperation({
  name: 'updateProductOpsEvent',
  method: 'POST',
  path: '/api/product/update-product-ops-event',
  summary: 'Changes an event, e.g. resolves an incident (its resolved-at is set then).',
  auth: 'user',
  access: on('productOpsEvent', ['owner', 'collaborator'], { others: 403 }),
  body: updateOpsEventBodySchema,
  response: opsEventSchema,
});

export const productOperations = {
  fetchProducts,
  fetchProduct,
  createProduct,
  fetchProductPlan,
  fetchProductWorkItems,
  fetchProductIssues,
  fetchProductMetrics,
  fetchProductOpsEvents,
  fetchProductCollaborators,
  inviteProductCollaborator,
  removeProductCollaborator,
  cancelProductInvite,
  updateProduct,
  createProductPlanItem,
  updateProductPlanItem,
  createProductWorkItem,
  updateProductWorkItem,
  createProductIssue,
  resolveProductIssue,
  confirmProductIssue,
  reopenProductIssue,
  createProductOpsEvent,
  updateProductOpsEvent,
} as const;
