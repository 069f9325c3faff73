import { buildApp } from '../app';
import { loadConfig } from '../config';
import { demoSigninText, isEmpty, seedDemo } from './seed';
import { seedExtensions } from './seed-extensions';

/** `pnpm --filter @lancer/server seed`: migrates, loads the demo data into an empty database, prints the sign-ins. */
// Seeding is asked for: the same refusal as SEED_DEMO when production has no DEMO_PASSWORD.
const config = loadConfig({ ...process.env, SEED_DEMO: 'always' });
const app = await buildApp({ ...config, logLevel: 'warn' });
if (await isEmpty(app.services.db)) {
  await seedDemo(app.services, seedExtensions);
  console.log('Demo data loaded.');
} else {
  console.log('The database already has users; demo data not loaded again.');
}
console.log(demoSigninText(config));
await app.close();
