import { buildApp } from '../app';
import { loadConfig } from '../config';
import { demoSigninText, isEmpty, seedDemo } from './seed';
import { seedExtensions } from './seed-extensions';

/** `pnpm --filter @lancer/server seed`: migrates, loads the demo data into an empty database, prints the sign-ins. */
const app = await buildApp({ ...loadConfig(process.env), logLevel: 'warn' });
if (await isEmpty(app.services.db)) {
  await seedDemo(app.services, seedExtensions);
  console.log('Demo data loaded.');
} else {
  console.log('The database already has users; demo data not loaded again.');
}
console.log(demoSigninText());
await app.close();
