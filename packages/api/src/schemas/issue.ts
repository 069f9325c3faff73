import { z } from 'zod';

import { issueStates } from '../constants';
import { idSchema, timestampSchema, userSummarySchema } from './common';

export const issueStateSchema = z.enum(issueStates);

export const issueSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  /** Per project, from 1. */
  number: z.number().int().min(1),
  title: z.string(),
  description: z.string(),
  state: issueStateSchema,
  reporter: userSummarySchema,
  assignee: userSummarySchema.nullable(),
  /** The milestone of the project this issue is about, if any (approving it shows the open ones). */
  milestone_id: idSchema.nullable(),
  milestone_title: z.string().nullable(),
  comment_count: z.number().int().nonnegative(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
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
