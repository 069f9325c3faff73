import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';

import { runReconcile } from '../helpers/reconcile-command';
import { createTestApp } from '../helpers/test-app';
import { moveMoney } from './move-money';

/**
 * LEDGER-RECONCILE on a stopped server's PGlite folder, as the end-to-end run's teardown runs it on
 * each API's database (apps/web/e2e/global-setup.ts): money moved as users move it reconciles to
 * "0 differences"; a charge the provider made that the ledger never wrote is reported, and the
 * command exits 1, which fails the run.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'lancer-reconcile-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// proves: LEDGER-RECONCILE
it('reports a provider charge with no ledger row in a PGlite folder', async () => {
  const app = await createTestApp({ dataDir });
  try {
    await moveMoney(app, 'folder');
  } finally {
    await app.close();
  }
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' };
  expect(await runReconcile(env)).toEqual({ code: 0, lines: ['0 differences'] });

  const database = new PGlite(dataDir);
  await database.query(
    `INSERT INTO sandbox_gateway_records (ref, kind, payment_id, amount_cents)
     VALUES ('ch_planted', 'charge', 'planted-payment', 4200)`,
  );
  await database.close();
  expect(await runReconcile(env)).toEqual({
    code: 1,
    lines: [
      'charge ch_planted of payment planted-payment: the gateway has 4200 cents, the ledger has none',
      '1 difference',
    ],
  });
}, 300_000);
