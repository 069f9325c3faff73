import { deleteTalentList } from '../../../contract/talent-list';
import { myTalentList } from '../../db/talent-lists';
import { createOperationMock } from '../operation-mock';

export const deleteTalentListMock = createOperationMock(deleteTalentList, ({ db, meId, query }) => {
  const list = myTalentList(db, meId, query.talent_list_id);
  db.talentLists = db.talentLists.filter((other) => other !== list);
  return { ok: true as const };
});
