import { buildTimeEntry } from '../../factories/hourly';
import type { MockDb } from '../mock-db';

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

/**
 * For stories and flows: the seed's bakery project with Ada and Grace made hourly at $85 an hour, up
 * to 20 h a week, with `minutes` logged on Tuesday of the week of `week` (none by default).
 */
export function makeBakeryProjectHourly(db: MockDb, logged?: { week: string; minutes: number }) {
  db.hourlyContracts.push({
    project_id: 'project-ongoing',
    provider_id: 'user-ada',
    client_id: 'user-grace',
    rate_cents: 8_500,
    currency: 'USD',
    weekly_limit_hours: 20,
  });
  if (logged)
    db.timeEntries.push(
      buildTimeEntry({
        project_id: 'project-ongoing',
        week_start: logged.week,
        date: shiftDays(logged.week, 1),
        minutes: logged.minutes,
      }),
    );
}

const shiftDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
