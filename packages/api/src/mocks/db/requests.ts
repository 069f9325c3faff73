import type { z } from 'zod';

import type { UserSummary } from '../../schemas/common';
import type { Request, requestFieldsSchema } from '../../schemas/request';
import type { MockDb } from './mock-db';
import { newId, tick } from './store';

/**
 * A new job post of `client`, RECRUITING, as the mocks store it (not yet in the store): a posted
 * job (create-request) and the hidden job behind an accepted direct offer (db/offers.ts).
 */
export function newRequest(
  db: MockDb,
  client: UserSummary,
  fields: z.output<typeof requestFieldsSchema>,
): Request {
  const now = tick(db);
  return {
    ...fields,
    id: newId('request'),
    status: 'RECRUITING',
    client,
    proposal_count: 0,
    my_proposal_id: null,
    saved: false,
    hidden: null,
    created_at: now,
    updated_at: now,
  };
}
