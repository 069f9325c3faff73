import { PUBLISHED_DEMO_ADMIN_TOTP_SECRET, Role } from '../../../constants';
import { buildUserProfile, summaryOf } from '../../factories/user';
import { fixtureTime } from '../../factories/sequence';

import type { MockDb } from '../mock-db';
export const DEMO_PASSWORD = 'password123';

/** Grace (a client), Ada and Chen (providers), Alan (the operator), and their summaries a, b, c. */
export function seedPeople() {
  const grace = buildUserProfile({ user_id: 'user-grace', flid: 'grace_hopper' });
  const ada = buildUserProfile({
    user_id: 'user-ada',
    flid: 'ada_lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    self_intro_html: '<p>Full-stack developer, 8 years of React and Node.</p>',
    accepting_request: true,
    hourly: 45,
    ready_to_receive_money: true,
    card_linked: true,
  });
  const chen = buildUserProfile({
    user_id: 'user-chen',
    flid: 'chen_wei',
    first_name: 'Wei',
    last_name: 'Chen',
    self_intro_html: '<p>UI designer.</p>',
    hourly: 38,
    accepting_request: true,
  });
  // The marketplace's operator: the console (decision 1501), in nothing else of the demo.
  const alan = buildUserProfile({
    user_id: 'user-alan',
    flid: 'alan_admin',
    first_name: 'Alan',
    last_name: 'Admin',
    role: Role.ADMINISTRATOR,
  });
  const [a, b, c] = [summaryOf(grace), summaryOf(ada), summaryOf(chen)];
  return { grace, ada, chen, alan, a, b, c };
}
export type DemoPeople = ReturnType<typeof seedPeople>;

/** Their accounts, passwords, Grace's two devices, and the providers' skills. */
export function userTables({
  grace,
  ada,
  chen,
  alan,
}: DemoPeople): Pick<
  MockDb,
  | 'users'
  | 'passwords'
  | 'refreshTokens'
  | 'sessions'
  | 'providerSkills'
  | 'secondFactors'
  | 'factorTickets'
  | 'factorAttempts'
  | 'passkeys'
  | 'passkeyChallenges'
  | 'knownDevices'
> {
  return {
    users: [grace, ada, chen, alan],
    passwords: {
      [grace.account.basic.email.address]: DEMO_PASSWORD,
      [ada.account.basic.email.address]: DEMO_PASSWORD,
      [chen.account.basic.email.address]: DEMO_PASSWORD,
      [alan.account.basic.email.address]: DEMO_PASSWORD,
    },
    refreshTokens: {},
    // ADMIN-SECOND-FACTOR (decision 1026): the console opens only with a second factor.
    secondFactors: {
      [alan.account.basic.user_id]: {
        secret: PUBLISHED_DEMO_ADMIN_TOTP_SECRET,
        pendingSecret: null,
        turnedOnAt: fixtureTime(-30 * 24 * 60),
        lastUsedStep: null,
        recoveryCodes: [],
      },
    },
    factorTickets: {},
    factorAttempts: {},
    passkeys: [],
    passkeyChallenges: {},
    // No device known yet: each demo user's first sign-in here tells nobody (decision 1027).
    knownDevices: {},
    sessions: [
      {
        id: 'session-grace-phone',
        userId: grace.account.basic.user_id,
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        signedInAt: fixtureTime(-3 * 24 * 60),
        lastUsedAt: fixtureTime(-90),
        signedOut: false,
      },
      {
        id: 'session-grace-office',
        userId: grace.account.basic.user_id,
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        signedInAt: fixtureTime(-20 * 24 * 60),
        lastUsedAt: fixtureTime(-2 * 24 * 60),
        signedOut: false,
      },
    ],
    providerSkills: {
      [ada.account.basic.user_id]: ['React', 'Node.js', 'TypeScript'],
      [chen.account.basic.user_id]: ['Figma', 'UI design', 'Illustrator'],
    },
  };
}
