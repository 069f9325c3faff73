import { count } from 'drizzle-orm';

import { MoneyCollectingMethodType, PUBLISHED_DEMO_ADMIN_TOTP_SECRET, Role } from '@lancer/api/constants';

import { PUBLISHED_DEMO_PASSWORD, type ServerConfig } from '../config';
import { hashPassword } from '../user/passwords';
import { newId } from '../lib/ids';
import { createUser } from '../user/user-repository';
import type { Services } from '../services';
import type { Database } from '../db/client';
import { moneyCollectingMethods, paymentMethods, secondFactors, users } from '../db/schema';

/** The published demo password: the one tests and development sign in with. */
export const DEMO_PASSWORD = PUBLISHED_DEMO_PASSWORD;

export const demoSignins = [
  { email: 'client@lancer.test', note: 'a client with requests and a project' },
  { email: 'ada@lancer.test', note: 'a provider, ready to receive money' },
  { email: 'lin@lancer.test', note: 'a provider, not ready yet' },
  {
    email: 'admin@lancer.test',
    note: 'an administrator; its second factor is the published key (npm run demo:admin-code -w apps/server)',
  },
  { email: 'biz@lancer.test', note: 'a BUSINESS-only account: the signed-in pages send it to /home' },
] as const;

export type DemoPeople = Record<'client' | 'ada' | 'lin' | 'admin', string>;
export type SeedExtension = (services: Services, people: DemoPeople) => Promise<void>;

/** Areas add their demo data here (requests, projects, chat...) through extensions. */
export async function seedDemo(services: Services, extensions: SeedExtension[] = []) {
  const { db } = services;
  const passwordHash = await hashPassword(services.config.demoPassword);
  const base = { passwordHash, flidReviewed: true };
  const client = await createUser(db, {
    ...base,
    email: 'client@lancer.test',
    flid: 'grace-client',
    firstName: 'Grace',
    lastName: 'Hopper',
    selfIntroHtml: '<p>I run a small studio and hire freelancers for web and data work.</p>',
  });
  const ada = await createUser(db, {
    ...base,
    email: 'ada@lancer.test',
    flid: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    isServiceProvider: true,
    acceptingRequest: true,
    hourly: 85,
    selfIntroHtml: '<p>Full-stack developer: React, TypeScript, Node and PostgreSQL.</p>',
  });
  const lin = await createUser(db, {
    ...base,
    email: 'lin@lancer.test',
    flid: 'lin',
    firstName: 'Lin',
    lastName: 'Huiyin',
    isServiceProvider: true,
    selfIntroHtml: '<p>Product designer, new to Lancer.</p>',
  });
  const admin = await createUser(db, {
    ...base,
    email: 'admin@lancer.test',
    flid: 'admin',
    firstName: 'Alan',
    lastName: 'Admin',
    role: Role.ADMINISTRATOR,
  });
  // ADMIN-SECOND-FACTOR (decision 1026): the console opens only with a second factor; the demo
  // administrator's key is published like the demo password.
  await db
    .insert(secondFactors)
    .values({ userId: admin.id, totpSecret: PUBLISHED_DEMO_ADMIN_TOTP_SECRET, turnedOnAt: new Date() });
  // Not one of DemoPeople: no demo data of its own. BUSINESS alone opens no signed-in page (GUARD-ROLES).
  await createUser(db, {
    ...base,
    email: 'biz@lancer.test',
    flid: 'biz',
    firstName: 'Bea',
    lastName: 'Business',
    role: Role.BUSINESS,
  });
  await db.insert(moneyCollectingMethods).values({
    userId: ada.id,
    type: MoneyCollectingMethodType.STRIPE_CHECKOUT,
    setup: true,
    verified: true,
    externalAccountId: 'acct_sandbox_ada',
  });
  await db.insert(paymentMethods).values([
    {
      id: newId(),
      userId: client.id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      isDefault: true,
    },
    {
      id: newId(),
      userId: client.id,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2028,
      isDefault: false,
    },
  ]);
  const people = { client: client.id, ada: ada.id, lin: lin.id, admin: admin.id };
  for (const extend of extensions) await extend(services, people);
  return people;
}

export async function isEmpty(db: Database) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** The demo sign-ins for the start log; production never prints the password. */
export const demoSigninText = (config: Pick<ServerConfig, 'production' | 'demoPassword'>) =>
  [
    `Demo sign-ins (password: ${config.production ? 'the one DEMO_PASSWORD sets' : config.demoPassword}):`,
    ...demoSignins.map((entry) => `  ${entry.email.padEnd(22)} ${entry.note}`),
  ].join('\n');
