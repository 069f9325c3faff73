import { z } from 'zod';

import { idSchema, timestampSchema, userSummarySchema } from './common';

/** The /products area: a long-lived product with tabs (DESIGN section 4). */

export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  owner: userSummarySchema,
  status: z.enum(['active', 'archived']),
  collaborator_count: z.number().int().nonnegative(),
  open_issue_count: z.number().int().nonnegative(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Product = z.infer<typeof productSchema>;

export const createProductBodySchema = z.object({
  name: z.string().trim().min(1, 'Please name the product').max(80),
  description: z.string().trim().max(5_000).default(''),
});

export const roadmapItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  quarter: z.string().regex(/^\d{4}-Q[1-4]$/),
  status: z.enum(['planned', 'in_progress', 'done']),
});
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;

export const workItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  assignee: userSummarySchema.nullable(),
  status: z.enum(['todo', 'in_progress', 'review', 'done']),
  estimate_hours: z.number().nonnegative(),
  updated_at: timestampSchema,
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const opsEventSchema = z.object({
  id: idSchema,
  kind: z.enum(['deployment', 'incident']),
  title: z.string(),
  environment: z.enum(['production', 'staging']),
  status: z.enum(['succeeded', 'failed', 'open', 'resolved']),
  happened_at: timestampSchema,
});
export type OpsEvent = z.infer<typeof opsEventSchema>;

export const productRoleSchema = z.enum(['owner', 'maintainer', 'contributor', 'viewer']);

export const productCollaboratorSchema = z.object({
  user: userSummarySchema,
  role: productRoleSchema,
  joined_at: timestampSchema,
});
export type ProductCollaborator = z.infer<typeof productCollaboratorSchema>;

export const productInviteSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: productRoleSchema,
  invited_at: timestampSchema,
});
export type ProductInvite = z.infer<typeof productInviteSchema>;
