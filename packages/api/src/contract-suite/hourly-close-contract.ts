import { afterAll, describe, expect, it } from 'vitest';

import { openDispute } from '../contract/dispute';
import { createTimeEntry, fetchTimesheet, startTimer } from '../contract/hourly';
import { closeProject } from '../contract/project';
import { moveHourlyClock, startHourlyProject } from './hourly-contract';
import { expectApiError, type ContractSessions } from './session';
import type { ContractTarget } from './target';

// Weeks far ahead, so the moved clock never meets real time (Mondays, UTC).
const WEEK_A = '2031-03-03';
const WEEK_B = '2031-03-10';
const LATER = '2031-04-07';

/**
 * HOURLY-CLOSED-PROJECT: a closed project takes no more time and no timer; its running timer is
 * stopped by the close (its minutes logged as a stop would), and a week already in its review
 * stays disputable.
 */
export function describeHourlyCloseContract(target: ContractTarget, sessions: ContractSessions) {
  describe('hourly project closed', () => {
    afterAll(() => moveHourlyClock(target, null));

    // proves: HOURLY-CLOSED-PROJECT
    it('refuses time and the timer after the close, stops a running timer, and bills nothing logged after', async () => {
      const client = sessions.client.client;
      const provider = sessions.provider.client;
      await moveHourlyClock(target, `${WEEK_A}T09:00:00.000Z`);
      const projectId = (await startHourlyProject(sessions, 'Contract suite: hours of a closed project', 20))
        .id;
      const log = (date: string, minutes: number) =>
        provider.call(createTimeEntry, {
          body: { project_id: projectId, date, minutes, memo: 'Dashboard work', issue_id: null },
        });
      const sheet = (week: string) =>
        client.call(fetchTimesheet, { query: { project_id: projectId, week_start: week } });
      await log(WEEK_A, 60);
      await moveHourlyClock(target, `${WEEK_B}T10:00:00.000Z`);
      await log(WEEK_B, 30);
      await provider.call(startTimer, { body: { project_id: projectId } });
      await moveHourlyClock(target, `${WEEK_B}T11:00:00.000Z`);

      expect(await client.call(closeProject, { body: { project_id: projectId } })).toMatchObject({
        status: 'CLOSED',
      });
      const closed = await sheet(WEEK_B);
      expect(closed.timer_started_at).toBeNull();
      expect(closed.entries.map((entry) => [entry.source, entry.minutes]).sort()).toEqual([
        ['manual', 30],
        ['timer', 60],
      ]);
      for (const call of [
        () => log(WEEK_B, 45),
        () => provider.call(startTimer, { body: { project_id: projectId } }),
      ]) {
        const refused = await expectApiError(call(), 409, 'INVALID_STATE_TRANSITION');
        expect(refused.message).toContain('The project is closed');
      }

      // The week in its review at the close can still be disputed.
      const disputed = await client.call(openDispute, {
        body: {
          hourly_week: { project_id: projectId, week_start: WEEK_A },
          reason: 'scope',
          statement: 'This hour was not agreed.',
        },
      });
      expect(disputed).toMatchObject({ status: 'OPEN', amount_cents: expect.any(Number) });

      // Past every review window: the week open at the close is billed for what was logged before it.
      await moveHourlyClock(target, `${LATER}T10:00:00.000Z`);
      expect(await sheet(WEEK_B)).toMatchObject({ minutes: 90, billed_minutes: 90 });
    });
  });
}
