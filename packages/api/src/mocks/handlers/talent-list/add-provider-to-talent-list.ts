import { addProviderToTalentList } from '../../../contract/talent-list';
import { refuseTalentListProvider } from '../../../rules/talent-list';
import { refusalError } from '../../db/rule-refusal';
import { myTalentList, talentListView } from '../../db/talent-lists';
import { tick } from '../../db/store';
import { findUser } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const addProviderToTalentListMock = createOperationMock(
  addProviderToTalentList,
  ({ db, meId, body }) => {
    const list = myTalentList(db, meId, body.talent_list_id);
    findUser(db, body.provider_id);
    const alreadyOn = list.providers.some((item) => item.provider_id === body.provider_id);
    const refusal = refuseTalentListProvider({
      meId,
      providerId: body.provider_id,
      kept: list.providers.length,
      alreadyOn,
    });
    if (refusal) throw refusalError(refusal);
    if (!alreadyOn) {
      const now = tick(db);
      list.providers.unshift({ provider_id: body.provider_id, added_at: now });
      list.updated_at = now;
    }
    return talentListView(list, body.provider_id);
  },
);
