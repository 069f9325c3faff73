import { renameTalentList } from '../../../contract/talent-list';
import { myTalentList, talentListView } from '../../db/talent-lists';
import { tick } from '../../db/store';
import { createOperationMock } from '../operation-mock';

export const renameTalentListMock = createOperationMock(renameTalentList, ({ db, meId, body }) => {
  const list = myTalentList(db, meId, body.talent_list_id);
  list.name = body.name;
  list.updated_at = tick(db);
  return talentListView(list);
});
