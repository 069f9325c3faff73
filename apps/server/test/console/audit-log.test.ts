import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recordOperatorAction } from '../../src/audit/audit-log';
import { operatorActions } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the audit log (decision 1501)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  // proves: AUDIT-APPEND-ONLY
  it('takes new lines, and the database refuses to change or delete any', async () => {
    const { db } = app.services;
    await recordOperatorAction(db, {
      operatorId: 'operator-1',
      action: 'dispute_decided',
      subjectType: 'dispute',
      subjectId: 'dispute-1',
      details: { outcome: 'refund' },
      reason: 'Nothing was delivered.',
    });
    // Drizzle wraps the database's error ("Failed query: ...") and keeps it as the cause.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(db.update(operatorActions).set({ reason: 'Changed my mind.' }))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.delete(operatorActions))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`TRUNCATE operator_actions`))).toMatch(/append-only/);
    const rows = await db.select().from(operatorActions);
    expect(rows.map((row) => row.reason)).toEqual(['Nothing was delivered.']);
  });
});
