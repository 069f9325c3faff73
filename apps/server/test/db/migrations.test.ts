import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import * as schema from '../../src/db/schema';

/**
 * The Drizzle schema (src/db/*-schema.ts), drizzle-kit's last snapshot and the SQL migrations
 * agree (decision 1120): `db:generate` would write nothing, and the migrations build the tables,
 * columns and primary keys the schema declares. A schema change without its migration fails here.
 */
const migrationsDir = path.join(import.meta.dirname, '../../src/db/migrations');
type Snapshot = ReturnType<typeof generateDrizzleJson>;
/** The part of a drizzle-kit snapshot's table this test reads. */
type Table = {
  name: string;
  columns: Record<
    string,
    {
      name: string;
      type: string;
      primaryKey: boolean;
      notNull: boolean;
      default?: unknown;
      identity?: unknown;
    }
  >;
  compositePrimaryKeys: Record<string, { columns: string[] }>;
};

function lastSnapshot(): Snapshot {
  const meta = path.join(migrationsDir, 'meta');
  const files = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort();
  return JSON.parse(readFileSync(path.join(meta, files.at(-1)!), 'utf8')) as Snapshot;
}

/** Every `table.column` of a snapshot. */
const columnNames = (snapshot: Snapshot) =>
  Object.values(snapshot.tables as Record<string, Table>)
    .flatMap((table) => Object.keys(table.columns).map((column) => `${table.name}.${column}`))
    .sort();

/** `now()`, `'x'::text`, `0`: a default as PostgreSQL prints it, without its cast. */
const plain = (value: unknown) =>
  value === undefined || value === null ? null : String(value).replace(/::[a-z ]+(\[\])?$/, '');

/** What the schema says of each column: `table.column type [not null] [default ...] [pk]`. */
function declared(snapshot: Snapshot) {
  const tables = snapshot.tables as Record<string, Table>;
  const lines: string[] = [];
  for (const table of Object.values(tables)) {
    const composite = new Set(Object.values(table.compositePrimaryKeys).flatMap((key) => key.columns));
    for (const column of Object.values(table.columns)) {
      const key = column.primaryKey || composite.has(column.name);
      const fallback = column.identity ? 'identity' : plain(column.default);
      lines.push(describeColumn(table.name, column.name, column.type, column.notNull || key, fallback, key));
    }
  }
  return lines.sort();
}

function describeColumn(
  table: string,
  column: string,
  type: string,
  notNull: boolean,
  fallback: string | null,
  key: boolean,
) {
  return [
    `${table}.${column} ${type}`,
    notNull ? 'not null' : '',
    fallback === null ? '' : `default ${fallback}`,
    key ? 'pk' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Columns PostgreSQL keeps for itself, which the app never reads or writes whole: left out of the
 * Drizzle schema so `select()` does not carry them (decision 1120).
 */
const databaseOnly = new Set(['requests.search_vector']);

/** The same lines read from a database the migrations built. */
async function built(handle: DatabaseHandle) {
  return handle.session(async (exec) => {
    const keys = new Set(
      (
        await exec(`SELECT kcu.table_name, kcu.column_name FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage kcu
            ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
          WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public'`)
      ).map((row) => `${String(row.table_name)}.${String(row.column_name)}`),
    );
    const columns =
      await exec(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity
      FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`);
    return columns
      .filter((row) => !databaseOnly.has(`${String(row.table_name)}.${String(row.column_name)}`))
      .map((row) => {
        const table = String(row.table_name);
        const column = String(row.column_name);
        const fallback = row.is_identity === 'YES' ? 'identity' : plain(row.column_default);
        return describeColumn(
          table,
          column,
          // An array's data_type is ARRAY; its udt_name is the element's with a leading "_" (_text).
          row.data_type === 'ARRAY' ? `${String(row.udt_name).slice(1)}[]` : String(row.data_type),
          row.is_nullable === 'NO',
          fallback,
          keys.has(`${table}.${column}`),
        );
      })
      .sort();
  });
}

describe('migrations = the Drizzle schema', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
  });
  afterAll(() => handle.close());

  it('numbers every migration once', () => {
    const numbers = readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.slice(0, 4));
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([]);
  });

  it('records a renumbered migration under its new name, without running it again', async () => {
    await handle.session((exec) =>
      exec(
        "UPDATE schema_migrations SET name = '0012-job-search-skills-index.sql' WHERE name = '0015-job-search-skills-index.sql'",
      ),
    );
    expect(await migrate(handle)).toEqual([]);
    const names = await handle.session((exec) => exec('SELECT name FROM schema_migrations'));
    expect(names.map((row) => row.name)).toContain('0015-job-search-skills-index.sql');
    expect(names.map((row) => row.name)).not.toContain('0012-job-search-skills-index.sql');
  });

  it('has nothing for db:generate to write: the schema is the last snapshot', async () => {
    const snapshot = lastSnapshot();
    const current = generateDrizzleJson(schema, snapshot.id);
    // Named first: with a table or column both added and dropped, drizzle-kit would ask whether it
    // was renamed, and a test cannot answer.
    expect(columnNames(current)).toEqual(columnNames(snapshot));
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('builds, from an empty database, the tables, columns and primary keys the schema declares', async () => {
    const current = generateDrizzleJson(schema);
    expect(await built(handle)).toEqual(declared(current));
  });
});
