import { createApiClient, type Tokens } from '@lancer/api/client';

import { webUrl } from './server';
import { demoSignin } from './signin-helpers';

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
  tokens = await demoSignin(email);
  return client;
}
