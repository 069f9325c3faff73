import { fixtureTime, nextId } from '../factories/sequence';
import { seedMockDb } from './seed';
import type { MockDb } from './mock-db';

/** The one store of the stateful mocks (its shape: mock-db.ts), seeded on load. */
let db: MockDb = seedMockDb();

export const getMockDb = () => db;

/** A fresh, seeded store: call it before each story or test that writes. */
export function resetMockDb(seed: () => MockDb = seedMockDb) {
  db = seed();
  return db;
}

/** The next deterministic timestamp. */
export function tick(store: MockDb) {
  store.clock += 1;
  return fixtureTime(store.clock);
}

export const newId = nextId;
