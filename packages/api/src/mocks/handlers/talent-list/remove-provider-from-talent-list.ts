import { removeProviderFromTalentList } from '../../../contract/talent-list';
import { myTalentList, talentListView } from '../../db/talent-lists';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const removeProviderFromTalentListMock = createOperationMock(
  removeProviderFromTalentList,
  ({ db, meId, body }) => {
    const list = myTalentList(db, meId, body.talent_list_id);
    const kept = list.providers.filter((item) => item.provider_id !== body.provider_id);
    if (kept.length !== list.providers.length) {
      list.providers = kept;
      list.updated_at = tick(db);
    }
    return talentListView(list, body.provider_id);
  },
);
