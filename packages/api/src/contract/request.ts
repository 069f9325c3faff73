import { z } from 'zod';

import { attachmentSchema, dateSchema, idSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  budgetTypeSchema,
  createRequestBodySchema,
  requestSchema,
  requestSortSchema,
  requestStatusSchema,
  savedJobSchema,
  updateRequestBodySchema,
} from '../schemas/request';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Requests (job posts): post, edit, close, read, search. */

export const createRequest = defineOperation({
  name: 'createRequest',
  method: 'POST',
  path: '/api/request/create-request',
  summary: 'Posts a job; it starts RECRUITING.',
  auth: 'user',
  access: signedIn,
  body: createRequestBodySchema,
  response: requestSchema,
});

export const updateRequest = defineOperation({
  name: 'updateRequest',
  method: 'POST',
  path: '/api/request/update-request',
  summary: 'Edits a RECRUITING job post (its client only); only the fields sent change.',
  auth: 'user',
  access: on('request', ['owner'], {
    others: 403,
    because: 'Only the client who posted this job can edit it',
  }),
  body: updateRequestBodySchema,
  response: requestSchema,
});

export const closeRequest = defineOperation({
  name: 'closeRequest',
  method: 'POST',
  path: '/api/request/close-request',
  summary: 'Closes a RECRUITING or ONGOING job post (its client only).',
  auth: 'user',
  access: on('request', ['owner'], {
    others: 403,
    because: 'Only the client who posted this job can close it',
  }),
  body: z.object({ request_id: idSchema }),
  response: requestSchema,
});

export const fetchRequest = defineOperation({
  name: 'fetchRequest',
  method: 'GET',
  path: '/api/request/fetch-request',
  summary: 'One job post.',
  auth: 'user',
  access: on('request', ['owner', 'counterparty', 'collaborator', 'member', 'stranger', 'administrator'], {
    others: 404,
  }),
  query: z.object({ request_id: idSchema }),
  response: requestSchema,
});

export const searchRequests = defineOperation({
  name: 'searchRequests',
  method: 'GET',
  path: '/api/request/search-requests',
  summary:
    "Job posts. scope=all: public RECRUITING posts (Jobs; status picks another state); scope=mine: the signed-in client's posts (Posts). " +
    'keyword: full-text search of title and description (every word must match, prefixes count); skills is comma separated, ' +
    'a post matches when it has any of them; budget range: posts whose range meets it; posted_since: posted on or after that day; ' +
    'sort: newest (default), budget_high or budget_low (by the top of the range, then newest). ' +
    'The total is counted up to 1,000 matches; past that it reads 1,000 with total_capped: true.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({
    scope: z.enum(['all', 'mine']).default('all'),
    keyword: z.string().trim().max(100).optional(),
    category: z.string().trim().max(60).optional(),
    skills: z.string().trim().max(400).optional(),
    budget_type: budgetTypeSchema.optional(),
    budget_min_cents: z.coerce.number().int().nonnegative().optional(),
    budget_max_cents: z.coerce.number().int().nonnegative().optional(),
    status: requestStatusSchema.optional(),
    posted_since: dateSchema.optional(),
    sort: requestSortSchema.default('newest'),
  }),
  response: pagedSchema(requestSchema).extend({ total_capped: z.boolean().default(false) }),
});

const requestIdBody = z.object({ request_id: idSchema });

export const saveJob = defineOperation({
  name: 'saveJob',
  method: 'POST',
  path: '/api/request/save-job',
  summary: 'Saves a job the user can see to their saved jobs (saving twice is fine).',
  auth: 'user',
  access: on('request', ['owner', 'counterparty', 'collaborator', 'member', 'stranger', 'administrator'], {
    others: 404,
  }),
  body: requestIdBody,
  response: requestSchema,
});

export const unsaveJob = defineOperation({
  name: 'unsaveJob',
  method: 'POST',
  path: '/api/request/unsave-job',
  summary: 'Removes a job from the saved jobs (removing one not saved is fine).',
  auth: 'user',
  access: on('request', ['owner', 'counterparty', 'collaborator', 'member', 'stranger', 'administrator'], {
    others: 404,
  }),
  body: requestIdBody,
  response: requestSchema,
});

export const fetchSavedJobs = defineOperation({
  name: 'fetchSavedJobs',
  method: 'GET',
  path: '/api/request/fetch-saved-jobs',
  summary: "The signed-in user's saved jobs that are still RECRUITING, most recently saved first.",
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema,
  response: pagedSchema(savedJobSchema),
});

export const uploadAttachment = defineOperation({
  name: 'uploadAttachment',
  method: 'POST',
  path: '/api/request/upload-attachment',
  summary: 'Uploads a file (multipart field "file", at most 10 MB) to attach to a job post or proposal.',
  auth: 'user',
  access: signedIn,
  limit: 'upload',
  multipart: true,
  response: attachmentSchema,
});

export const requestOperations = {
  createRequest,
  updateRequest,
  closeRequest,
  fetchRequest,
  searchRequests,
  uploadAttachment,
  saveJob,
  unsaveJob,
  fetchSavedJobs,
} as const;
