import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;
/** A database or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  /** Runs scripts of several statements on one connection (migrations, locks). */
  session: <T>(
    fn: (exec: (script: string) => Promise<Array<Record<string, unknown>>>) => Promise<T>,
  ) => Promise<T>;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: the pool's connections now (metrics, decision 2100). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: the data folder as a tarball. */
  dump?: () => Promise<Blob>;
};

/** PostgreSQL when a URL is given, otherwise PGlite in-process (a folder, or 'memory://'). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Start an in-memory PGlite from a dump (tests: skips initdb, seconds faster). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // A connection that cannot be had within 5 s fails the request (503, error-handler.ts) instead
    // of queueing it for as long as the database is away.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    // The same for a connection in use but between queries (a transaction waiting on the payment
    // provider, decision 2010): its next query fails, the transaction rolls back, the process lives.
    pool.on('connect', (connection) => connection.on('error', () => {}));
    return {
      db: drizzlePg(pool) as unknown as Database,
      session: async (fn) => {
        const connection = await pool.connect();
        try {
          return await fn(async (script) => {
            const result = (await connection.query(script)) as unknown as pg.QueryResult | pg.QueryResult[];
            return (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as Array<
              Record<string, unknown>
            >;
          });
        } finally {
          connection.release();
        }
      },
      kind: 'postgres',
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max ?? 10,
      }),
      close: () => pool.end(),
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = inMemory
    ? new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {})
    : new PGlite(options.dataDir);
  await client.waitReady;
  return {
    db: drizzlePglite(client) as unknown as Database,
    session: (fn) =>
      fn(async (script) => {
        const results = await client.exec(script);
        return (results.at(-1)?.rows ?? []) as Array<Record<string, unknown>>;
      }),
    kind: 'pglite',
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
  };
}
