import { z } from 'zod';

import { issueFieldsSchema } from './issue';
import { idSchema, timestampSchema, userSummarySchema } from './common';

/** The /products area: a long-lived product with tabs (PRODUCT-MEMBERSHIP). */

export const productRoleSchema = z.enum(['owner', 'collaborator']);
export type ProductRole = z.infer<typeof productRoleSchema>;

export const productLinkSchema = z.object({
  label: z.string().trim().min(1, 'Please name the link').max(80),
  url: z.string().trim().url('Please type in a full address such as https://example.com').max(2_000),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

export const productSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  links: z.array(productLinkSchema),
  owner: userSummarySchema,
  status: z.enum(['active', 'archived']),
  collaborator_count: z.number().int().nonnegative(),
  open_issue_count: z.number().int().nonnegative(),
  open_work_item_count: z.number().int().nonnegative(),
  open_incident_count: z.number().int().nonnegative(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Product = z.infer<typeof productSchema>;

const productNameSchema = z.string().trim().min(1, 'Please name the product').max(80);
const productDescriptionSchema = z.string().trim().max(5_000);
const linksSchema = z.array(productLinkSchema).max(10);

export const createProductBodySchema = z.object({
  name: productNameSchema,
  description: productDescriptionSchema.default(''),
  links: linksSchema.default([]),
});

export const updateProductBodySchema = z.object({
  product_id: idSchema,
  name: productNameSchema.optional(),
  description: productDescriptionSchema.optional(),
  links: linksSchema.optional(),
  status: productSchema.shape.status.optional(),
});

export const planItemStatusSchema = z.enum(['planned', 'in_progress', 'done']);
export const quarterSchema = z.string().regex(/^\d{4}-Q[1-4]$/, 'Pick a quarter such as 2027-Q1');

export const roadmapItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  quarter: quarterSchema,
  status: planItemStatusSchema,
});
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;

const titleSchema = z.string().trim().min(1, 'Please type in a title').max(200);

export const createPlanItemBodySchema = z.object({
  product_id: idSchema,
  title: titleSchema,
  quarter: quarterSchema,
  status: planItemStatusSchema.default('planned'),
});

export const updatePlanItemBodySchema = z.object({
  plan_item_id: idSchema,
  title: titleSchema.optional(),
  quarter: quarterSchema.optional(),
  status: planItemStatusSchema.optional(),
});

export const workItemStatusSchema = z.enum(['todo', 'in_progress', 'review', 'done']);
export type WorkItemStatus = z.infer<typeof workItemStatusSchema>;

/** The product issue a work item is about. */
export const linkedIssueSchema = z.object({
  id: idSchema,
  number: z.number().int().min(1),
  title: z.string(),
});

export const workItemSchema = z.object({
  id: idSchema,
  title: z.string(),
  assignee: userSummarySchema.nullable(),
  status: workItemStatusSchema,
  estimate_hours: z.number().nonnegative(),
  issue: linkedIssueSchema.nullable(),
  updated_at: timestampSchema,
});
export type WorkItem = z.infer<typeof workItemSchema>;

const estimateSchema = z.coerce
  .number('Type a number of hours')
  .min(0, 'Type a number of hours from 0 to 1000')
  .max(1_000, 'Type a number of hours from 0 to 1000');

export const createWorkItemBodySchema = z.object({
  product_id: idSchema,
  title: titleSchema,
  status: workItemStatusSchema.default('todo'),
  assignee_id: idSchema.nullable().default(null),
  issue_id: idSchema.nullable().default(null),
  estimate_hours: estimateSchema.default(0),
});

export const updateWorkItemBodySchema = z.object({
  work_item_id: idSchema,
  title: titleSchema.optional(),
  status: workItemStatusSchema.optional(),
  assignee_id: idSchema.nullable().optional(),
  issue_id: idSchema.nullable().optional(),
  estimate_hours: estimateSchema.optional(),
});

export const opsEventKindSchema = z.enum(['deployment', 'incident']);
export const opsEventStatusSchema = z.enum(['succeeded', 'failed', 'open', 'resolved']);
export const incidentSeveritySchema = z.enum(['sev1', 'sev2', 'sev3']);
export type OpsEventKind = z.infer<typeof opsEventKindSchema>;
export type OpsEventStatus = z.infer<typeof opsEventStatusSchema>;

export const opsEventSchema = z.object({
  id: idSchema,
  kind: opsEventKindSchema,
  title: z.string(),
  environment: z.enum(['production', 'staging']),
  status: opsEventStatusSchema,
  /** Incidents only. */
  severity: incidentSeveritySchema.nullable(),
  happened_at: timestampSchema,
  /** When an incident was resolved; null while it is open and for deployments. */
  resolved_at: timestampSchema.nullable(),
});
export type OpsEvent = z.infer<typeof opsEventSchema>;

export const createOpsEventBodySchema = z.object({
  product_id: idSchema,
  kind: opsEventKindSchema,
  title: titleSchema,
  environment: opsEventSchema.shape.environment,
  status: opsEventStatusSchema,
  severity: incidentSeveritySchema.nullable().default(null),
});

export const updateOpsEventBodySchema = z.object({
  ops_event_id: idSchema,
  title: titleSchema.optional(),
  status: opsEventStatusSchema.optional(),
  severity: incidentSeveritySchema.nullable().optional(),
});

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

/** An invite by email or Lancer user ID (the invite form checks the same). */
export const inviteCollaboratorBodySchema = z.object({
  product_id: idSchema,
  invitee: z.string().trim().min(1, 'Please type in an email or a Lancer user ID').max(200),
});

/** A product's issue: the project issue model, numbered per product. */
export const productIssueSchema = issueFieldsSchema.extend({ product_id: idSchema });
export type ProductIssue = z.infer<typeof productIssueSchema>;

export const createProductIssueBodySchema = z.object({
  product_id: idSchema,
  title: titleSchema,
  description: z.string().trim().min(1, 'Please input issue description').max(20_000),
  assignee_id: idSchema.nullable().default(null),
});
