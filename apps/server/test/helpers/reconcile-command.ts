import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../../..');

/** An operator's command of the server (apps/server/src/<script>) in its own process: its lines and exit code. */
async function runCommand(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const run = promisify(execFile);
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const answer = await run(tsx, [`apps/server/src/${script}`, ...args], { cwd: root, env }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => {
      if (typeof error.code !== 'number' || (!error.stdout && !error.stderr)) throw error;
      return { code: error.code, stdout: error.stdout || error.stderr || '' };
    },
  );
  return { code: answer.code, lines: answer.stdout.trim().split('\n') };
}

/**
 * The reconciliation command (`pnpm --filter @lancer/server reconcile`) in its own process, as an
 * operator runs it, against the database `env` names (DATABASE_URL, or a stopped server's PGlite
 * folder DATA_DIR): its printed lines and its exit code (1 when there is any difference).
 */
export const runReconcile = (env: NodeJS.ProcessEnv): Promise<{ code: number; lines: string[] }> =>
  runCommand('reconcile-cli.ts', [], env);

/**
 * The refund of a released milestone (`pnpm --filter @lancer/server refund-released <id> <cents>`,
 * decision 2012) as an operator runs it: its printed lines (the outbox key, or why not) and exit code.
 */
export const runRefundReleased = (env: NodeJS.ProcessEnv, milestoneId: string, cents: number) =>
  runCommand('refund-released-cli.ts', [milestoneId, String(cents)], env);
