import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { createScratchDatabase } from '../helpers/postgres';

/**
 * LEDGER-CONSTRAINTS (decision 2000): what cannot happen to money is refused by the database itself,
 * written by hand in SQL with no server code in the way, on PGlite and on PostgreSQL.
 */

let sequence = 0;
const entry = (subject: string, subjectId: string, kind: string, cents: number, extra = '') => {
  sequence += 1;
  const [from, to] =
    kind === 'held'
      ? ['payer:c', 'escrow']
      : kind === 'released'
        ? ['escrow', 'provider:p']
        : kind === 'reversed'
          ? ['provider:p', 'escrow']
          : kind === 'refunded'
            ? ['escrow', 'payer:c']
            : kind === 'invoiced'
              ? ['payer:c', 'receivable']
              : ['receivable', 'provider:p'];
  const dispute = extra ? `'${extra}'` : 'NULL';
  return `INSERT INTO ledger_entries (id, subject, subject_id, project_id, kind, amount_cents, currency, from_account, to_account, cause_kind, cause_id, dispute_id)
    VALUES ('e${sequence}', '${subject}', '${subjectId}', 'project-1', '${kind}', ${cents}, 'USD', '${from}', '${to}', 'payment', 'cause-${sequence}', ${dispute})`;
};

function constraintsOn(open: () => Promise<DatabaseHandle | { skip: string }>) {
  let handle: DatabaseHandle | null = null;
  let skip = '';
  const sql = (script: string) => handle!.session((exec) => exec(script));
  /** Runs a check when the database is there; skips it, saying why, when PostgreSQL is not. */
  const onDatabase = (fn: () => Promise<void>) => async (context: { skip: () => void }) => {
    if (!handle) {
      console.warn(skip);
      return context.skip();
    }
    await fn();
  };

  beforeAll(async () => {
    const opened = await open();
    if ('skip' in opened) skip = opened.skip;
    else {
      handle = opened;
      await migrate(handle);
    }
  });
  afterAll(() => handle?.close());

  // proves: LEDGER-CONSTRAINTS
  it(
    'a second release of a milestone is refused',
    onDatabase(async () => {
      await sql(entry('milestone', 'm-release', 'held', 1000));
      await sql(entry('milestone', 'm-release', 'released', 1000));
      await expect(sql(entry('milestone', 'm-release', 'released', 1000))).rejects.toThrow(
        /ledger_entries_once_per_subject/,
      );
      const [balance] = await sql(
        `SELECT held_cents::int AS held_cents, released_cents::int AS released_cents FROM ledger_balances WHERE subject_id = 'm-release'`,
      );
      expect(balance).toEqual({ held_cents: 1000, released_cents: 1000 });
    }),
  );

  it(
    'a refund beyond what was held is refused, also after a partial release',
    onDatabase(async () => {
      await sql(entry('milestone', 'm-refund', 'held', 1000));
      await expect(sql(entry('milestone', 'm-refund', 'refunded', 1001))).rejects.toThrow(
        /ledger_balances_leaves_once/,
      );
      await sql(entry('milestone', 'm-refund', 'released', 600));
      await expect(sql(entry('milestone', 'm-refund', 'refunded', 401))).rejects.toThrow(
        /ledger_balances_leaves_once/,
      );
      await sql(entry('milestone', 'm-refund', 'refunded', 400));
    }),
  );

  // proves: LEDGER-CONSTRAINTS
  it(
    'after release, a reversal beyond what was released and a refund beyond what the reversal brought back are refused',
    onDatabase(async () => {
      await sql(entry('milestone', 'm-reversal', 'held', 1000));
      await sql(entry('milestone', 'm-reversal', 'released', 600));
      await expect(sql(entry('milestone', 'm-reversal', 'reversed', 601))).rejects.toThrow(
        /ledger_balances_reversed_within_released/,
      );
      await sql(entry('milestone', 'm-reversal', 'reversed', 250));
      await expect(sql(entry('milestone', 'm-reversal', 'reversed', 1))).rejects.toThrow(
        /ledger_entries_once_per_subject/,
      );
      // Held 1000, released 600 of it, 250 of that back: 650 can go back to the payer, not 651.
      await expect(sql(entry('milestone', 'm-reversal', 'refunded', 651))).rejects.toThrow(
        /ledger_balances_leaves_once/,
      );
      await sql(entry('milestone', 'm-reversal', 'refunded', 650));
      const [balance] = await sql(
        `SELECT held_cents::int AS held, released_cents::int AS released, reversed_cents::int AS reversed, refunded_cents::int AS refunded FROM ledger_balances WHERE subject_id = 'm-reversal'`,
      );
      expect(balance).toEqual({ held: 1000, released: 600, reversed: 250, refunded: 650 });
    }),
  );

  it(
    'a reversal of a milestone never released is refused',
    onDatabase(async () => {
      await sql(entry('milestone', 'm-unreleased', 'held', 1000));
      await expect(sql(entry('milestone', 'm-unreleased', 'reversed', 100))).rejects.toThrow(
        /ledger_balances_reversed_within_released/,
      );
    }),
  );

  it(
    'money released from a milestone that never held any is refused',
    onDatabase(async () => {
      await expect(sql(entry('milestone', 'm-unfunded', 'released', 500))).rejects.toThrow(
        /ledger_balances_leaves_once/,
      );
    }),
  );

  it(
    'a second invoice of a week is refused, and an invoice is paid at most once',
    onDatabase(async () => {
      await sql(entry('hourly_week', 'w-1', 'invoiced', 12_500));
      await expect(sql(entry('hourly_week', 'w-1', 'invoiced', 12_500))).rejects.toThrow(
        /ledger_entries_once_per_subject/,
      );
      await sql(entry('hourly_week', 'w-1', 'paid', 12_500));
      await expect(sql(entry('hourly_week', 'w-1', 'paid', 12_500))).rejects.toThrow(
        /ledger_entries_once_per_subject/,
      );
    }),
  );

  it(
    'a dispute settles once',
    onDatabase(async () => {
      await sql(entry('milestone', 'm-dispute', 'held', 1000));
      await sql(entry('milestone', 'm-dispute', 'refunded', 300, 'dispute-1'));
      await expect(sql(entry('hourly_week', 'w-dispute', 'refunded', 300, 'dispute-1'))).rejects.toThrow(
        /ledger_entries_dispute_once/,
      );
    }),
  );

  it(
    'a movement is never edited nor removed',
    onDatabase(async () => {
      await sql(entry('milestone', 'm-kept', 'held', 1000));
      await expect(
        sql(`UPDATE ledger_entries SET amount_cents = 1 WHERE subject_id = 'm-kept'`),
      ).rejects.toThrow(/append-only/);
      await expect(sql(`DELETE FROM ledger_entries WHERE subject_id = 'm-kept'`)).rejects.toThrow(
        /append-only/,
      );
    }),
  );

  it(
    'a negative or empty movement is refused',
    onDatabase(async () => {
      await expect(sql(entry('milestone', 'm-zero', 'held', 0))).rejects.toThrow(/ledger_entries_positive/);
    }),
  );
}

describe('ledger constraints on PGlite', () => {
  constraintsOn(() => openDatabase({ dataDir: 'memory://' }));
});

describe('ledger constraints on PostgreSQL', () => {
  let drop: (() => Promise<void>) | null = null;
  constraintsOn(async () => {
    const scratch = await createScratchDatabase();
    if ('skip' in scratch) return scratch;
    drop = scratch.drop;
    return openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://' });
  });
  afterAll(() => drop?.());
});
