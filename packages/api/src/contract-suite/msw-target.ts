import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';

import { createApiClient } from '../client';
import { Role } from '../constants';
import { signinWithEmailAndPassword } from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { buildUserProfile } from '../mocks/factories/user';
import { signedInOnly } from '../rules/signin-answer';
import { factorIsOn } from '../mocks/db/second-factors';
import { findUserByEmail, signinFor } from '../mocks/db/sessions';
import { getMockDb, resetMockDb } from '../mocks/db/store';
import { defaultHandlerList } from '../mocks/handlers/index';
import type { ContractTarget } from './target';

const baseUrl = 'http://contract.test';
const emails = {
  client: 'grace_hopper@example.com',
  provider: 'ada_lovelace@example.com',
  stranger: 'chen_wei@example.com',
  admin: 'alan_admin@example.com',
  member: 'contract_member@example.com',
  'other-admin': 'contract_admin@example.com',
} as const;

/** The default MSW handlers as a contract target, signing in the seeded demo users. */
export function setupMswContractTarget(name: string): ContractTarget {
  const server = setupServer(...defaultHandlerList());
  beforeAll(() => {
    // No simulated third parties: the contract run must see what a real server does.
    const db = resetMockDb();
    db.simulateOthers = false;
    // The contract's clients start with no billing method, as the server's new users do (decision 1410).
    db.billingMethods = {};
    // The user the console suspends (decision 1503): only the contract run has them.
    db.users.push(buildUserProfile({ user_id: 'user-contract-member', flid: 'contract_member' }));
    db.passwords[emails.member] = DEMO_PASSWORD;
    // A second administrator, for a case the seeded one is a side of (DISPUTE-NO-OWN-CASE).
    const otherAdmin = buildUserProfile({
      user_id: 'user-contract-admin',
      flid: 'contract_admin',
      role: Role.ADMINISTRATOR,
    });
    db.users.push(otherAdmin);
    db.passwords[emails['other-admin']] = DEMO_PASSWORD;
    // ADMIN-SECOND-FACTOR: the console opens only with a factor; the seeded administrator has one.
    db.secondFactors[otherAdmin.account.basic.user_id] = { ...db.secondFactors['user-alan']! };
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterAll(() => server.close());
  return {
    name,
    baseUrl,
    aiConfigured: true,
    aiStreamsCancelled: () => getMockDb().labStreamsCancelled,
    mailsTo: async (email) => getMockDb().mailOutbox.filter((mail) => mail.to === email),
    signIn: async (who) => {
      const db = getMockDb();
      const user = findUserByEmail(db, emails[who])!;
      // An administrator's sign-in asks for its second factor: the harness starts the session
      // itself, as the server's harness does (each TOTP step signs in once).
      if (factorIsOn(db, user.account.basic.user_id)) return signinFor(db, user);
      return signedInOnly(
        await createApiClient({
          baseUrl,
          getTokens: () => null,
          setTokens: () => {},
          onLogout: () => {},
        }).call(signinWithEmailAndPassword, { body: { email: emails[who], password: DEMO_PASSWORD } }),
      );
    },
  };
}
