import { describe, it } from 'vitest';

import { createScratchDatabase } from './helpers/postgres';
import { describeServerContract } from './helpers/server-contract';

/** The same contract suite on PostgreSQL (DATABASE_URL path): same schema, same migrations. */
const scratch = await createScratchDatabase();

if ('skip' in scratch) {
  console.warn(scratch.skip);
  describe.skip(`contract: server on PostgreSQL (${scratch.skip})`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  describeServerContract('server on PostgreSQL', () => ({ databaseUrl: scratch.url }), scratch.drop, {
    aiConfigured: false,
    concurrent: true,
  });
}
