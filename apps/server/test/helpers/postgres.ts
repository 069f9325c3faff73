import { randomBytes } from 'node:crypto';

import pg from 'pg';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A throwaway database on the local PostgreSQL, or null (with the reason) when there is none. */
export async function createScratchDatabase(
  adminUrl = ADMIN_URL,
): Promise<{ url: string; drop: () => Promise<void> } | { skip: string }> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    return {
      skip: `PostgreSQL not reachable at ${adminUrl} (${(error as Error).message}): skipping the PostgreSQL run`,
    };
  }
  const name = `lancer_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
