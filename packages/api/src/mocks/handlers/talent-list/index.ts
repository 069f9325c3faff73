import { addProviderToTalentListMock } from './add-provider-to-talent-list';
import { createTalentListMock } from './create-talent-list';
import { deleteTalentListMock } from './delete-talent-list';
import { fetchTalentListMock } from './fetch-talent-list';
import { fetchTalentListsMock } from './fetch-talent-lists';
import { inviteTalentListMock } from './invite-talent-list';
import { removeProviderFromTalentListMock } from './remove-provider-from-talent-list';
import { renameTalentListMock } from './rename-talent-list';

/** The talent-list area's calls: each one's scenario factories, by operation name. */
export const talentListMocks = {
  createTalentList: createTalentListMock,
  fetchTalentLists: fetchTalentListsMock,
  fetchTalentList: fetchTalentListMock,
  renameTalentList: renameTalentListMock,
  deleteTalentList: deleteTalentListMock,
  addProviderToTalentList: addProviderToTalentListMock,
  removeProviderFromTalentList: removeProviderFromTalentListMock,
  inviteTalentList: inviteTalentListMock,
} as const;
