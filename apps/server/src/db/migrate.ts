import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { DatabaseHandle } from './client';

const migrationsDir = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 874301;

/**
 * Applies the SQL files in ./migrations in name order, each once, each in its own transaction.
 * An advisory lock keeps two server instances starting together from racing.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return handle.session(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      await exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await exec('SELECT name FROM schema_migrations')).map((row) => String(row.name)));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const script = readFileSync(path.join(migrationsDir, file), 'utf8');
        try {
          await exec(
            `BEGIN;\n${script}\nINSERT INTO schema_migrations (name) VALUES ('${file.replace(/'/g, "''")}');\nCOMMIT;`,
          );
        } catch (error) {
          await exec('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
