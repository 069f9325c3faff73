import { createTalentList } from '../../../contract/talent-list';
import { refuseNewTalentList, refuseTalentListProvider } from '../../../rules/talent-list';
import { refusalError } from '../../db/rule-refusal';
import { myTalentLists, talentListView } from '../../db/talent-lists';
import { newId, tick } from '../../db/store';
import { findUser } from '../../db/views';
import type { StoredTalentList } from '../../db/mock-db';
import { createOperationMock } from '../operation-mock';

export const createTalentListMock = createOperationMock(createTalentList, ({ db, meId, body }) => {
  const kept = refuseNewTalentList(myTalentLists(db, meId).length);
  if (kept) throw refusalError(kept);
  const now = tick(db);
  const stored: StoredTalentList = {
    id: newId('talent-list'),
    owner_id: meId,
    name: body.name,
    providers: [],
    created_at: now,
    updated_at: now,
  };
  if (body.provider_id) {
    findUser(db, body.provider_id);
    const refusal = refuseTalentListProvider({
      meId,
      providerId: body.provider_id,
      kept: 0,
      alreadyOn: false,
    });
    if (refusal) throw refusalError(refusal);
    stored.providers.push({ provider_id: body.provider_id, added_at: now });
  }
  db.talentLists.unshift(stored);
  return talentListView(stored, body.provider_id);
});
