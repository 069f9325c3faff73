import { z } from 'zod';

import { idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  commentIssueBodySchema,
  createIssueBodySchema,
  issueCommentSchema,
  issueDetailSchema,
  issueSchema,
  issueStateSchema,
} from '../schemas/issue';
import { on } from './access';
import { defineOperation } from './operation';

/** Issues per project; states/issue.ts holds the transitions. */

const issueIdBody = z.object({ issue_id: idSchema });

export const createIssue = defineOperation({
  name: 'createIssue',
  method: 'POST',
  path: '/api/issue/create-issue',
  summary: 'A project member opens an issue; it gets the next number of the project.',
  auth: 'user',
  access: on('project', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  body: createIssueBodySchema,
  response: issueSchema,
});

export const fetchIssues = defineOperation({
  name: 'fetchIssues',
  method: 'GET',
  path: '/api/issue/fetch-issues',
  summary:
    'Issues of a project, newest first, optionally in one state, of one milestone, or matching a search ' +
    '(title, description or #number).',
  auth: 'user',
  access: on('project', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  query: pageQuerySchema.extend({
    project_id: idSchema,
    state: issueStateSchema.optional(),
    milestone_id: idSchema.optional(),
    search: z.string().trim().max(200).optional(),
  }),
  response: pagedSchema(issueSchema),
});

export const fetchIssue = defineOperation({
  name: 'fetchIssue',
  method: 'GET',
  path: '/api/issue/fetch-issue',
  summary: 'One issue with its comments, oldest first.',
  auth: 'user',
  access: on('issue', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  query: z.object({ issue_id: idSchema }),
  response: issueDetailSchema,
});

export const resolveIssue = defineOperation({
  name: 'resolveIssue',
  method: 'POST',
  path: '/api/issue/resolve-issue',
  summary: 'A project member resolves an open issue.',
  auth: 'user',
  access: on('issue', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  body: issueIdBody,
  response: issueSchema,
});

export const confirmIssue = defineOperation({
  name: 'confirmIssue',
  method: 'POST',
  path: '/api/issue/confirm-issue',
  summary: 'The reporter or the client confirms a resolved issue: closed.',
  auth: 'user',
  access: on('issue', ['owner', 'counterparty', 'collaborator'], {
    others: 403,
    refinedBy: 'Only the reporter or the client can confirm an issue',
  }),
  body: issueIdBody,
  response: issueSchema,
});

export const reopenIssue = defineOperation({
  name: 'reopenIssue',
  method: 'POST',
  path: '/api/issue/reopen-issue',
  summary: 'A project member reopens a resolved or closed issue.',
  auth: 'user',
  access: on('issue', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  body: issueIdBody,
  response: issueSchema,
});

export const commentIssue = defineOperation({
  name: 'commentIssue',
  method: 'POST',
  path: '/api/issue/comment-issue',
  summary: 'A project member comments on an issue.',
  auth: 'user',
  access: on('issue', ['owner', 'counterparty', 'collaborator'], { others: 403 }),
  body: commentIssueBodySchema,
  response: issueCommentSchema,
});

export const issueOperations = {
  createIssue,
  fetchIssues,
  fetchIssue,
  resolveIssue,
  confirmIssue,
  reopenIssue,
  commentIssue,
} as const;
