import { buildCommandApp } from './command-app';
import { refundReleasedMilestone } from './milestone/milestone-refund';

/**
 * `pnpm --filter @lancer/server refund-released <milestone id> <cents>`: an operator's refund of a
 * released milestone to the client's card (decision 2012). It writes, in one transaction that locks
 * the milestone, the outbox row (the transfer reversed, then the refund) and the ledger's `reversed`
 * and `refunded` movements, and prints the outbox key; the running server's money sender sends it
 * (MONEY_SEND_INTERVAL_MS). Exits 1, saying why, when the milestone cannot be refunded so. Reads the
 * database the server uses (DATABASE_URL, or a stopped server's PGlite folder DATA_DIR).
 */
const [milestoneId, cents] = process.argv.slice(2);
if (!milestoneId || !cents) {
  console.error('usage: refund-released <milestone id> <cents>');
  process.exit(2);
}
const app = await buildCommandApp();
try {
  const key = await refundReleasedMilestone(app.services, { milestoneId, amountCents: Number(cents) });
  console.log(`${key} written; the server sends it`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await app.close();
}
