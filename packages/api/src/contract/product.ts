import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import { chartDataSchema, chartRangeSchema } from '../schemas/chart';
import { issueSchema, issueStateSchema } from '../schemas/issue';
import {
  createProductBodySchema,
  opsEventSchema,
  productCollaboratorSchema,
  productInviteSchema,
  productRoleSchema,
  productSchema,
  roadmapItemSchema,
  workItemSchema,
} from '../schemas/product';
import { defineOperation } from './operation';

/** Products and their tabs: product, plan, development, issues, metrics, ops, collaborators. */

const productQuery = z.object({ product_id: idSchema });

export const fetchProducts = defineOperation({
  name: 'fetchProducts',
  method: 'GET',
  path: '/api/product/fetch-products',
  summary: 'Products the signed-in user owns or collaborates on.',
  auth: 'user',
  query: pageQuerySchema,
  response: pagedSchema(productSchema),
});

export const fetchProduct = defineOperation({
  name: 'fetchProduct',
  method: 'GET',
  path: '/api/product/fetch-product',
  summary: 'One product (the "product" tab).',
  auth: 'user',
  query: productQuery,
  response: productSchema,
});

export const createProduct = defineOperation({
  name: 'createProduct',
  method: 'POST',
  path: '/api/product/create-product',
  summary: 'Creates a product owned by the signed-in user.',
  auth: 'user',
  body: createProductBodySchema,
  response: productSchema,
});

export const fetchProductPlan = defineOperation({
  name: 'fetchProductPlan',
  method: 'GET',
  path: '/api/product/fetch-product-plan',
  summary: 'The "plan" tab: roadmap items by quarter.',
  auth: 'user',
  query: productQuery,
  response: z.object({ items: z.array(roadmapItemSchema) }),
});

export const fetchProductWorkItems = defineOperation({
  name: 'fetchProductWorkItems',
  method: 'GET',
  path: '/api/product/fetch-product-work-items',
  summary: 'The "development" tab: work items.',
  auth: 'user',
  query: productQuery.extend(pageQuerySchema.shape),
  response: pagedSchema(workItemSchema),
});

export const fetchProductIssues = defineOperation({
  name: 'fetchProductIssues',
  method: 'GET',
  path: '/api/product/fetch-product-issues',
  summary: 'The "issues" tab: issues across the product, newest first.',
  auth: 'user',
  query: productQuery.extend(pageQuerySchema.shape).extend({ state: issueStateSchema.optional() }),
  response: pagedSchema(issueSchema),
});

export const fetchProductMetrics = defineOperation({
  name: 'fetchProductMetrics',
  method: 'GET',
  path: '/api/product/fetch-product-metrics',
  summary: 'The "metrics" tab: chart series of the product.',
  auth: 'user',
  query: productQuery.extend({ range: chartRangeSchema.default('30d') }),
  response: z.object({ charts: z.array(chartDataSchema) }),
});

export const fetchProductOpsEvents = defineOperation({
  name: 'fetchProductOpsEvents',
  method: 'GET',
  path: '/api/product/fetch-product-ops-events',
  summary: 'The "ops" tab: deployments and incidents, newest first.',
  auth: 'user',
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
  query: productQuery,
  response: collaboratorsResponse,
});

export const inviteProductCollaborator = defineOperation({
  name: 'inviteProductCollaborator',
  method: 'POST',
  path: '/api/product/invite-product-collaborator',
  summary: 'The owner or a maintainer invites someone by email.',
  auth: 'user',
  body: z.object({
    product_id: idSchema,
    email: z.string().trim().min(1, 'Please type in your email').email('Please type in your email'),
    role: productRoleSchema.exclude(['owner']),
  }),
  response: collaboratorsResponse,
});

export const removeProductCollaborator = defineOperation({
  name: 'removeProductCollaborator',
  method: 'DELETE',
  path: '/api/product/remove-product-collaborator',
  summary: 'The owner removes a member (not the owner).',
  auth: 'user',
  query: z.object({ product_id: idSchema, user_id: idSchema }),
  response: okSchema,
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
} as const;
