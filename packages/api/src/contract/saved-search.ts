import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  createSavedSearchBodySchema,
  renameSavedSearchBodySchema,
  savedSearchSchema,
  savedSearchTargetSchema,
} from '../schemas/saved-search';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Saved searches: a /jobs or /workers search kept by name; jobs searches alert (decision 2200). */

export const createSavedSearch = defineOperation({
  name: 'createSavedSearch',
  method: 'POST',
  path: '/api/saved-search/create-saved-search',
  summary:
    'Saves a /jobs or /workers search under a name (at most 50 a user, 409 past that). A jobs search alerts its owner ' +
    'once for each new public job that matches it (saved_search_match), on the bell and by mail as the settings say.',
  auth: 'user',
  access: signedIn,
  body: createSavedSearchBodySchema,
  response: savedSearchSchema,
});

export const fetchSavedSearches = defineOperation({
  name: 'fetchSavedSearches',
  method: 'GET',
  path: '/api/saved-search/fetch-saved-searches',
  summary:
    "The caller's saved searches, newest first, optionally of one target (jobs or workers); private to them.",
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({ target: savedSearchTargetSchema.optional() }),
  response: pagedSchema(savedSearchSchema),
});

export const renameSavedSearch = defineOperation({
  name: 'renameSavedSearch',
  method: 'POST',
  path: '/api/saved-search/rename-saved-search',
  summary: 'Renames one of my saved searches; its filters stay.',
  auth: 'user',
  access: on('savedSearch', ['owner'], { others: 404 }),
  body: renameSavedSearchBodySchema,
  response: savedSearchSchema,
});

export const deleteSavedSearch = defineOperation({
  name: 'deleteSavedSearch',
  method: 'DELETE',
  path: '/api/saved-search/delete-saved-search',
  summary: 'Deletes one of my saved searches; it alerts no more. Alerts already sent stay on the bell.',
  auth: 'user',
  access: on('savedSearch', ['owner'], { others: 404 }),
  query: z.object({ saved_search_id: idSchema }),
  response: okSchema,
});

export const savedSearchOperations = {
  createSavedSearch,
  fetchSavedSearches,
  renameSavedSearch,
  deleteSavedSearch,
} as const;
