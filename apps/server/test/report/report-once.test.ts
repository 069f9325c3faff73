import { ALREADY_REPORTED } from '@lancer/api/rules/report';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServerConfig } from '../../src/config';
import { reports } from '../../src/db/report-schema';
import { createScratchDatabase } from '../helpers/postgres';
import { signUpTokens } from '../helpers/start-project';
import { call, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * REPORT-ONE-OPEN where the contract suite cannot reach it: one user's reports of one target sent
 * at the same moment. On PostgreSQL they really overlap, both find no open report, and the partial
 * unique index (reports_one_open) lets one in; the others answer 409 saying so, nothing half-saved.
 */
function describeReportOnce(
  name: string,
  overrides: () => Partial<ServerConfig>,
  drop?: () => Promise<void>,
) {
  describe(`one open report per reporter and target, at once (${name})`, () => {
    let app: TestApp;
    let reporter = '';
    let reportedId = '';
    beforeAll(async () => {
      app = await createTestApp(overrides());
      const [first, reported] = await signUpTokens(app, 'reporter@example.com', 'reported@example.com');
      reporter = first;
      const profile = await call(app, 'GET', '/api/user/profile/fetch-profile', { token: reported });
      reportedId = profile.body.account.basic.user_id;
    });
    afterAll(async () => {
      await app?.close();
      await drop?.();
    });

    // proves: REPORT-ONE-OPEN
    it('lets one of five simultaneous reports in; the others are refused as already reported', async () => {
      const body = {
        target_type: 'profile',
        target_id: reportedId,
        reason: 'spam',
        detail: 'Sells followers.',
      };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          call(app, 'POST', '/api/report/submit-report', { token: reporter, body }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const refused of answers.filter((answer) => answer.status === 409))
        expect(refused.body.error.message).toBe(ALREADY_REPORTED);
      const rows = await app.services.db
        .select({ id: reports.id, status: reports.status })
        .from(reports)
        .where(and(eq(reports.targetType, 'profile'), eq(reports.targetId, reportedId)));
      expect(rows).toEqual([
        { id: answers.find((answer) => answer.status === 200)!.body.id, status: 'OPEN' },
      ]);
    });
  });
}

describeReportOnce('PGlite', () => ({}));

const scratch = await createScratchDatabase();
if ('skip' in scratch) {
  describe.skip(`one open report per reporter and target, on PostgreSQL: ${scratch.skip}`, () => {
    it('needs PostgreSQL', () => {});
  });
} else {
  describeReportOnce('PostgreSQL', () => ({ databaseUrl: scratch.url }), scratch.drop);
}
