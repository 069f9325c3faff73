import { beforeAll, describe, expect, it } from 'vitest';

import { fetchConsoleOverview } from '../contract/console';
import { openDispute } from '../contract/dispute';
import { submitReport } from '../contract/report';
import { createRequest } from '../contract/request';
import type { ConsoleOverview } from '../schemas/console';
import { createSession, expectApiError, type ContractSessions, type Session } from './session';
import { deliverFirstMilestone, smallJob, startProject } from './start-project';
import type { ContractTarget } from './target';

const AMOUNT = 23_456;

const heldIn = (overview: ConsoleOverview, currency: string) =>
  overview.money_held.find((held) => held.currency === currency)?.amount_cents ?? 0;
const youngest = (overview: ConsoleOverview) =>
  overview.open_disputes.by_age.find((age) => age.group === 'under_3')!.count;

/**
 * The console's overview (decision 1532), against a state the case makes: a payment arrives today,
 * a dispute opens on it and a report waits; each number moves by exactly that, counted in SQL on
 * the server and from the store in the mocks. Its 403 is walked with the other console calls.
 */
export function describeConsoleOverviewContract(target: ContractTarget, sessions: ContractSessions) {
  describe('console overview', () => {
    let admin: Session;
    let before: ConsoleOverview;
    let after: ConsoleOverview;

    beforeAll(async () => {
      admin = createSession(target, await target.signIn('admin'));
      before = await admin.client.call(fetchConsoleOverview, { query: {} });
      const project = await startProject(sessions, `Overview ${Date.now().toString(36)}`, AMOUNT);
      const { milestoneId } = await deliverFirstMilestone(sessions, project.id);
      await sessions.client.client.call(openDispute, {
        body: { milestone_id: milestoneId, reason: 'quality', statement: 'Half of it is missing.' },
      });
      const post = await sessions.client.client.call(createRequest, { body: smallJob('Overview report') });
      await sessions.provider.client.call(submitReport, {
        body: { target_type: 'job_post', target_id: post.id, reason: 'spam' },
      });
      after = await admin.client.call(fetchConsoleOverview, { query: {} });
    });

    // proves: CONSOLE-OVERVIEW
    it('counts the new open dispute (young, its money held), the waiting report and the payment of today', () => {
      expect(after.open_disputes.count).toBe(before.open_disputes.count + 1);
      expect(after.open_disputes.escalated).toBe(before.open_disputes.escalated);
      expect(youngest(after)).toBe(youngest(before) + 1);
      expect(after.open_disputes.by_age.map((age) => age.group)).toEqual([
        'under_3',
        'from_3_to_6',
        'from_7_to_13',
        'over_13',
      ]);
      expect(after.open_disputes.by_age.reduce((sum, age) => sum + age.count, 0)).toBe(
        after.open_disputes.count,
      );
      expect(after.open_disputes.oldest_opened_at).not.toBeNull();
      expect(heldIn(after, 'USD')).toBe(heldIn(before, 'USD') + AMOUNT);
      expect(after.reports_waiting).toBe(before.reports_waiting + 1);
      expect(after.days).toHaveLength(30);
      expect(after.days.at(-1)!.day).toBe(after.as_of.slice(0, 10));
      expect(after.days.at(-1)!.payments).toBe(before.days.at(-1)!.payments + 1);
      expect(after.days.slice(0, -1)).toEqual(before.days.slice(0, -1));
    });

    it('answers the days asked for, 7 to 90', async () => {
      const week = await admin.client.call(fetchConsoleOverview, { query: { days: 7 } });
      expect(week.days.map((day) => day.day)).toEqual(after.days.slice(-7).map((day) => day.day));
      await expectApiError(
        admin.client.call(fetchConsoleOverview, { query: { days: 365 } }),
        400,
        'VALIDATION_FAILED',
        ['days'],
      );
    });
  });
}
