import { signinFor } from '@lancer/api/mocks/db/sessions';
import { getMockDb, newId, tick } from '@lancer/api/mocks/db/store';
import { findUser } from '@lancer/api/mocks/db/views';
import { buildProposal } from '@lancer/api/mocks/factories/proposal';
import { buildRequest } from '@lancer/api/mocks/factories/request';
import { buildUserProfile, summaryOf } from '@lancer/api/mocks/factories/user';
import type { SigninResult } from '@lancer/api/schemas/signin';

/**
 * The start states of the click-through flows (Storybook's "Start as" toolbar, decision 0900):
 * who is signed in, and what the stateful mock store holds for them.
 */
export const personas = {
  guest: 'Signed out',
  client: 'Grace Hopper, a client',
  provider: 'Ada Lovelace, a provider',
  empty: 'A new account with nothing yet',
  busy: 'Grace Hopper with many jobs and proposals',
  administrator: 'Alan Admin, an administrator',
} as const;
export type Persona = keyof typeof personas;

const CLIENT = 'user-grace';
const PROVIDER = 'user-ada';
const NEWCOMER = 'user-new';
const OPERATOR = 'user-alan';

/** A job board and proposal list long enough to scroll: twelve more jobs of Grace, each with a proposal. */
function makeBusy() {
  const db = getMockDb();
  const grace = summaryOf(findUser(db, CLIENT));
  const ada = summaryOf(findUser(db, PROVIDER));
  const titles = ['Landing page', 'Menu photos', 'Shop logo', 'Booking form', 'Price list', 'Newsletter'];
  for (let index = 0; index < 12; index += 1) {
    const now = tick(db);
    const request = buildRequest({
      id: newId('request'),
      title: `${titles[index % titles.length]} ${index + 1}`,
      client: grace,
      created_at: now,
      updated_at: now,
    });
    db.requests.unshift(request);
    db.proposals.unshift(
      buildProposal({
        id: newId('proposal'),
        request_id: request.id,
        request_title: request.title,
        provider: ada,
        client: grace,
      }),
    );
  }
}

function userIdFor(persona: Persona) {
  const db = getMockDb();
  if (persona === 'guest') return null;
  if (persona === 'provider') return PROVIDER;
  if (persona === 'administrator') return OPERATOR;
  if (persona === 'empty') {
    if (!db.users.some((user) => user.account.basic.user_id === NEWCOMER))
      db.users.push(
        buildUserProfile({ user_id: NEWCOMER, flid: 'new_member', first_name: 'Nora', last_name: 'Quinn' }),
      );
    return NEWCOMER;
  }
  return CLIENT;
}

/** Prepares the mock store for a persona (once per story) and signs its user in; null when signed out. */
export function prepareStart(persona: Persona): SigninResult | null {
  if (persona === 'busy') makeBusy();
  return signinAs(persona);
}

/** A session for the persona's user, as the sign-in screen would get it (the store is left as it is). */
export function signinAs(persona: Persona): SigninResult | null {
  const userId = userIdFor(persona);
  return userId ? signinFor(getMockDb(), findUser(getMockDb(), userId)) : null;
}
