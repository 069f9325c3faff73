import { createApiClient, type Tokens } from '@lancer/api/client';
import { signinWithEmailAndPassword } from '@lancer/api/contract/user';
import { signedInOnly } from '@lancer/api/rules/signin-answer';

import { webUrl } from './server';
import { DEMO_PASSWORD } from './signin-helpers';

/** A demo user's side through the real API, for the steps a test does not click through. */
export async function apiClientFor(email: string) {
  let tokens: Tokens | null = null;
  const client = createApiClient({
    baseUrl: webUrl(),
    getTokens: () => tokens,
    setTokens: (result) => {
      tokens = result;
    },
    onLogout: () => {
      tokens = null;
    },
  });
  tokens = signedInOnly(
    await client.call(signinWithEmailAndPassword, { body: { email, password: DEMO_PASSWORD } }),
  );
  return client;
}
