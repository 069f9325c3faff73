import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The reconciliation command (`pnpm --filter @lancer/server reconcile`) in its own process, as an
 * operator runs it, against the database `env` names (DATABASE_URL, or a stopped server's PGlite
 * folder DATA_DIR): its printed lines and its exit code (1 when there is any difference).
 */
export async function runReconcile(env: NodeJS.ProcessEnv): Promise<{ code: number; lines: string[] }> {
  const run = promisify(execFile);
  const tsx = path.join(root, 'node_modules/.bin/tsx');
  const answer = await run(tsx, ['apps/server/src/reconcile-cli.ts'], { cwd: root, env }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code?: number; stdout?: string; stderr?: string }) => {
      if (typeof error.code !== 'number' || !error.stdout) throw error;
      return { code: error.code, stdout: error.stdout };
    },
  );
  return { code: answer.code, lines: answer.stdout.trim().split('\n') };
}
