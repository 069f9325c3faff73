import type { HandlerMap } from '../http/handler';
import {
  addProviderToTalentList,
  createTalentList,
  deleteTalentList,
  fetchTalentList,
  fetchTalentLists,
  inviteTalentList,
  removeProviderFromTalentList,
  renameTalentList,
} from './talent-list-service';

export const talentListHandlers = {
  createTalentList: ({ services, user, body }) => createTalentList(services, user.id, body),
  fetchTalentLists: ({ services, user, query }) => fetchTalentLists(services, user.id, query),
  fetchTalentList: ({ services, query }) => fetchTalentList(services, query.talent_list_id),
  renameTalentList: ({ services, body }) => renameTalentList(services, body.talent_list_id, body.name),
  deleteTalentList: ({ services, query }) => deleteTalentList(services, query.talent_list_id),
  addProviderToTalentList: ({ services, body }) => addProviderToTalentList(services, body),
  removeProviderFromTalentList: ({ services, body }) => removeProviderFromTalentList(services, body),
  inviteTalentList: ({ services, user, body }) => inviteTalentList(services, user.id, body),
} satisfies HandlerMap;
