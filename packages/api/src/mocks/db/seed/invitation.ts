import { fixtureTime } from '../../factories/sequence';
import type { DemoRequests } from './request';
import type { MockDb } from '../mock-db';
import type { DemoPeople } from './user';

/** Grace's invitation of Chen to her open job. */
export function invitationTables(
  { grace, chen }: DemoPeople,
  { openJob }: DemoRequests,
): Pick<MockDb, 'invitations'> {
  return {
    invitations: [
      {
        id: 'invitation-chen',
        request_id: openJob.id,
        client_id: grace.account.basic.user_id,
        provider_id: chen.account.basic.user_id,
        message: 'Your portfolio looks like a great fit.',
        status: 'PENDING',
        proposal_id: null,
        created_at: fixtureTime(12),
        updated_at: fixtureTime(12),
      },
    ],
  };
}
