import { z } from 'zod';

import { issueStates } from '../constants';
import { idSchema, timestampSchema, userSummarySchema } from './common';

export const issueStateSchema = z.enum(issueStates);

/** What every issue has, a project's or a product's (numbered per project or per product, from 1). */
export const issueFieldsSchema = z.object({
  id: idSchema,
  number: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  state: issueStateSchema,
  reporter: userSummarySchema,
  assignee: userSummarySchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const issueSchema = issueFieldsSchema.extend({
  project_id: idSchema,
  /** The milestone of the project this issue is about, if any (approving it shows the open ones). */
  milestone_id: idSchema.nullable(),
  milestone_title: z.string().nullable(),
  comment_count: z.number().int().nonnegative(),
});
export type Issue = z.infer<typeof issueSchema>;

export const issueCommentSchema = z.object({
  id: idSchema,
  issue_id: idSchema,
  author: userSummarySchema,
  body: z.string(),
  created_at: timestampSchema,
});
export type IssueComment = z.infer<typeof issueCommentSchema>;

export const issueDetailSchema = issueSchema.extend({ comments: z.array(issueCommentSchema) });
export type IssueDetail = z.infer<typeof issueDetailSchema>;

/** A project member's new issue (createIssue): it gets the next number of the project. */
export const createIssueBodySchema = z.object({
  project_id: idSchema,
  title: z.string().trim().min(1, 'Please type in a title').max(200),
  description: z.string().trim().min(1, 'Please input issue description').max(20_000),
  assignee_id: idSchema.nullable().default(null),
  /** A milestone of the same project this issue is about. */
  milestone_id: idSchema.nullable().default(null),
});

/** A project member's comment on an issue (commentIssue). */
export const commentIssueBodySchema = z.object({
  issue_id: idSchema,
  body: z.string().trim().min(1, 'Please input message').max(20_000),
});
