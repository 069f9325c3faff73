import { Role } from '../constants';
import { disputeAgeGroups, type DisputeAgeGroup } from '../schemas/console';
import { forbidden, type Refusal } from './refusal';

/**
 * CONSOLE-ADMIN-ONLY (decision 1501): every console call needs the ADMINISTRATOR bit of the
 * caller's current role; the server and the mocks refuse anyone else with 403 before the call runs.
 */
export const refuseNonAdministrator = (role: number | null): Refusal | null =>
  role !== null && (role & Role.ADMINISTRATOR) !== 0
    ? null
    : forbidden('Only an administrator can use the console');

/**
 * CONSOLE-OVERVIEW (decision 1532): an open dispute's age in whole days since it opened, and its
 * group (under the 3-day answer window, up to a week, up to two, older); the server counts open
 * disputes per whole-day age in SQL, the mocks over the store, both grouped here.
 */
export const disputeAgeGroup = (ageDays: number): DisputeAgeGroup =>
  ageDays < 3 ? 'under_3' : ageDays < 7 ? 'from_3_to_6' : ageDays < 14 ? 'from_7_to_13' : 'over_13';

export const ageInDays = (openedAt: string | Date, now: Date) =>
  Math.floor((now.getTime() - new Date(openedAt).getTime()) / 86_400_000);

/** Counts per whole-day age as the overview's groups, every group present. */
export const groupDisputeAges = (ages: readonly { ageDays: number; count: number }[]) =>
  disputeAgeGroups.map((group) => ({
    group,
    count: ages
      .filter((age) => disputeAgeGroup(age.ageDays) === group)
      .reduce((sum, age) => sum + age.count, 0),
  }));

/** The overview's UTC days: `days` of them, oldest first, ending with `now`'s day. */
export const overviewDays = (now: Date, days: number) =>
  Array.from({ length: days }, (_, index) =>
    new Date(now.getTime() - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
