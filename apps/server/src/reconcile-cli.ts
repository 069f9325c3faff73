import { buildCommandApp } from './command-app';
import { reconcile, reconcileReport } from './ledger/reconcile';

/**
 * `pnpm --filter @lancer/server reconcile`: compares the ledger with the payment provider's records
 * (the sandbox's books, or Stripe's when STRIPE_SECRET_KEY is set), prints each difference and then
 * "N differences"; exits 1 when there is any. Reads the database the server uses (DATABASE_URL, or
 * the PGlite folder DATA_DIR, which only one process opens at a time: stop the server first). It only
 * reads: the server's timed jobs (settling weeks, sending money) do not run in it.
 */
const app = await buildCommandApp();
try {
  const differences = await reconcile(app.services.db, app.services.payments);
  for (const line of reconcileReport(differences)) console.log(line);
  process.exitCode = differences.length > 0 ? 1 : 0;
} finally {
  await app.close();
}
