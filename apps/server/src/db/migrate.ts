import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { serverRoot } from '../lib/server-root';
import type { DatabaseHandle } from './client';

const migrationsDir = path.join(serverRoot, 'src/db/migrations');
const LOCK_ID = 874301;
/** Held while the demo data is loaded at start (main.ts). */
export const SEED_LOCK_ID = 874302;

type Exec = (script: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Migrations renamed after databases ran them (two were numbered 0012): such a database records
 * the new name instead of running the file again (decision 1120).
 */
const renamedMigrations: Record<string, string> = {
  '0012-job-search-skills-index.sql': '0015-job-search-skills-index.sql',
};

/**
 * Runs `fn` while holding a PostgreSQL advisory lock on one connection: instances starting
 * together take turns (the second waits, then finds the work done).
 */
export function withAdvisoryLock<T>(handle: DatabaseHandle, lockId: number, fn: (exec: Exec) => Promise<T>) {
  return handle.session(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${lockId})`);
    try {
      return await fn(exec);
    } finally {
      await exec(`SELECT pg_advisory_unlock(${lockId})`);
    }
  });
}

/**
 * Applies the SQL files in ./migrations in name order, each once, each in its own transaction.
 * An advisory lock keeps two server instances starting together from racing.
 */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return withAdvisoryLock(handle, LOCK_ID, async (exec) => {
    await exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const [before, after] of Object.entries(renamedMigrations))
      await exec(`UPDATE schema_migrations SET name = '${after}' WHERE name = '${before}'`);
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
  });
}
