import { describe, it } from 'vitest';

import { createScratchDatabase } from '../helpers/postgres';
import { describeAccessMatrix } from './describe-access-matrix';

const scratch = await createScratchDatabase();

if ('skip' in scratch) {
  console.warn(scratch.skip);
  describe.skip(`access matrix: server on PostgreSQL (${scratch.skip})`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  describe('access matrix on PostgreSQL', () => {
    describeAccessMatrix('PostgreSQL', () => ({ databaseUrl: scratch.url }), scratch.drop);
  });
}
