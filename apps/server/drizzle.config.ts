import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit writes the next migration from the difference between the Drizzle schema and its
 * last snapshot (src/db/migrations/meta): `npx pnpm@10.34.9 --filter @lancer/server db:generate`.
 * migrate.ts applies every .sql file of the folder in name order; no database is needed to
 * generate (decision 1120).
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  breakpoints: false,
  migrations: { prefix: 'index' },
});
