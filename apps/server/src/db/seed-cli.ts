import { loadConfig } from '../config';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { demoSigninText, isEmpty, seedDemo } from './seed';
import { seedExtensions } from './seed-extensions';

/** `pnpm --filter @lancer/server seed`: migrates, loads the demo data into an empty database, prints the sign-ins. */
const config = loadConfig(process.env);
const database = await openDatabase(config);
await migrate(database);
if (await isEmpty(database.db)) {
  await seedDemo(database.db, seedExtensions);
  console.log('Demo data loaded.');
} else {
  console.log('The database already has users; demo data not loaded again.');
}
console.log(demoSigninText());
await database.close();
