import { openDatabase } from './db/client';
import { migrate } from './db/migrate';

/**
 * `node apps/server/dist/migrate-cli.js`: applies the migrations the instances would apply at start,
 * once, before the first instance of a new build starts (deploy/rolling-deploy.mjs; decision 2102).
 * Prints what it applied ("0 migrations applied" when the database was up to date). DATABASE_URL, or
 * the PGlite folder DATA_DIR.
 */
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '.data/pglite',
});
try {
  const applied = await migrate(database);
  for (const name of applied) console.log(`applied ${name}`);
  console.log(`${applied.length} migrations applied`);
} finally {
  await database.close();
}
