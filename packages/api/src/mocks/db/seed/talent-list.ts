import { fixtureTime } from '../../factories/sequence';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's talent list with Wei Chen on it (decision 2201): Ada is saved from /workers in the stories. */
export function talentListTables({ grace, chen }: DemoPeople): Pick<MockDb, 'talentLists'> {
  return {
    talentLists: [
      {
        id: 'talent-list-designers',
        owner_id: grace.account.basic.user_id,
        name: 'Designers to ask',
        providers: [{ provider_id: chen.account.basic.user_id, added_at: fixtureTime(16) }],
        created_at: fixtureTime(16),
        updated_at: fixtureTime(16),
      },
    ],
  };
}
