import { z } from 'zod';

import { idSchema, okSchema, pagedSchema, pageQuerySchema } from '../schemas/common';
import {
  createTalentListBodySchema,
  inviteTalentListBodySchema,
  inviteTalentListResultSchema,
  renameTalentListBodySchema,
  talentListDetailSchema,
  talentListProviderBodySchema,
  talentListSchema,
} from '../schemas/talent-list';
import { on, signedIn } from './access';
import { defineOperation } from './operation';

/** Talent lists: providers a client keeps by name, private to them; a list invited to a job at once (decision 2201). */

const ownerOnly = on('talentList', ['owner'], { others: 404 });

export const createTalentList = defineOperation({
  name: 'createTalentList',
  method: 'POST',
  path: '/api/talent-list/create-talent-list',
  summary:
    'Makes a talent list under a name (at most 50 a user, 409 past that), with one provider saved to it at once ' +
    'when provider_id is given.',
  auth: 'user',
  access: signedIn,
  body: createTalentListBodySchema,
  response: talentListSchema,
});

export const fetchTalentLists = defineOperation({
  name: 'fetchTalentLists',
  method: 'GET',
  path: '/api/talent-list/fetch-talent-lists',
  summary:
    "The caller's talent lists, last changed first, each with its provider count; with provider_id, whether " +
    'that provider is on each. Private to them.',
  auth: 'user',
  access: signedIn,
  query: pageQuerySchema.extend({ provider_id: idSchema.optional() }),
  response: pagedSchema(talentListSchema),
});

export const fetchTalentList = defineOperation({
  name: 'fetchTalentList',
  method: 'GET',
  path: '/api/talent-list/fetch-talent-list',
  summary: 'One of my talent lists with its providers, last saved first.',
  auth: 'user',
  access: ownerOnly,
  query: z.object({ talent_list_id: idSchema }),
  response: talentListDetailSchema,
});

export const renameTalentList = defineOperation({
  name: 'renameTalentList',
  method: 'POST',
  path: '/api/talent-list/rename-talent-list',
  summary: 'Renames one of my talent lists; its providers stay.',
  auth: 'user',
  access: ownerOnly,
  body: renameTalentListBodySchema,
  response: talentListSchema,
});

export const deleteTalentList = defineOperation({
  name: 'deleteTalentList',
  method: 'DELETE',
  path: '/api/talent-list/delete-talent-list',
  summary: 'Deletes one of my talent lists. Invitations already sent to its providers stay.',
  auth: 'user',
  access: ownerOnly,
  query: z.object({ talent_list_id: idSchema }),
  response: okSchema,
});

export const addProviderToTalentList = defineOperation({
  name: 'addProviderToTalentList',
  method: 'POST',
  path: '/api/talent-list/add-provider-to-talent-list',
  summary:
    'Saves a provider to one of my talent lists (at most 100 a list, 409 past that; never myself). Saving one ' +
    'already on it changes nothing.',
  auth: 'user',
  access: ownerOnly,
  body: talentListProviderBodySchema,
  response: talentListSchema,
});

export const removeProviderFromTalentList = defineOperation({
  name: 'removeProviderFromTalentList',
  method: 'POST',
  path: '/api/talent-list/remove-provider-from-talent-list',
  summary: 'Takes a provider off one of my talent lists; one not on it changes nothing.',
  auth: 'user',
  access: ownerOnly,
  body: talentListProviderBodySchema,
  response: talentListSchema,
});

export const inviteTalentList = defineOperation({
  name: 'inviteTalentList',
  method: 'POST',
  path: '/api/talent-list/invite-talent-list',
  summary:
    "Invites every provider of one of my talent lists to one of my RECRUITING jobs, by send-invitation's rules, " +
    'in one transaction: those already invited or who already proposed are skipped. Answers how many were ' +
    'invited and how many skipped.',
  auth: 'user',
  access: ownerOnly,
  limit: 'mail',
  body: inviteTalentListBodySchema,
  response: inviteTalentListResultSchema,
});

export const talentListOperations = {
  createTalentList,
  fetchTalentLists,
  fetchTalentList,
  renameTalentList,
  deleteTalentList,
  addProviderToTalentList,
  removeProviderFromTalentList,
  inviteTalentList,
} as const;
