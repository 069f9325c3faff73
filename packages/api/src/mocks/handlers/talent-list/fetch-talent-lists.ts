import { fetchTalentLists } from '../../../contract/talent-list';
import { myTalentLists, talentListView } from '../../db/talent-lists';
import { paginate } from '../../db/views';
import { createOperationMock } from '../operation-mock';

export const fetchTalentListsMock = createOperationMock(fetchTalentLists, ({ db, meId, query }) =>
  paginate(
    myTalentLists(db, meId).map((list) => talentListView(list, query.provider_id)),
    query,
  ),
);
