import { fetchTalentList } from '../../../contract/talent-list';
import { myTalentList, talentListDetailView } from '../../db/talent-lists';
import { createOperationMock } from '../operation-mock';

export const fetchTalentListMock = createOperationMock(fetchTalentList, ({ db, meId, query }) =>
  talentListDetailView(db, myTalentList(db, meId, query.talent_list_id)),
);
