import type { MockDb } from './mock-db';

/** The time proofs are read and written by: the test clock (POST /api/test/clock) when set, as the server's. */
export const proofClock = (db: MockDb) => (db.hourlyClock ? new Date(db.hourlyClock) : new Date());
