import type { MockDb } from './mock-db';

/** The mock store's hourly collections, empty: stories and tests start their hourly projects themselves. */
export const seedHourly = (): Pick<
  MockDb,
  'hourlyContracts' | 'timeEntries' | 'hourlyTimers' | 'hourlyWeeks' | 'hourlyClock'
> => ({
  hourlyContracts: [],
  timeEntries: [],
  hourlyTimers: {},
  hourlyWeeks: [],
  hourlyClock: null,
});
