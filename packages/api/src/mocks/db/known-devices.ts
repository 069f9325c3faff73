import {
  alertsOnSignin,
  describedDevice,
  deviceIdentity,
  readDeviceId,
  DEVICE_ID_HEADER,
} from '../../rules/new-device';
import { describeUserAgent } from '../../rules/user-agent';
import type { MockDb } from './mock-db';
import { emitMockNotification } from './notifications';

/** The device a sign-in request names (its DEVICE_ID_HEADER), or null. */
export const mockDeviceIdOf = (request: Request) => readDeviceId(request.headers.get(DEVICE_ID_HEADER));

/**
 * NEW-DEVICE-ALERT (decision 1027), as the server does it: a new session from a device the
 * account never signed in from is remembered, and tells the account when it had signed in before.
 * The mocks know no address: the alert's is '' unless a story names one.
 */
export function noticeMockSignin(
  db: MockDb,
  signin: { userId: string; sessionId: string; userAgent: string; deviceId: string | null; ip?: string },
) {
  const identity = deviceIdentity(signin.deviceId, signin.userAgent);
  const known = (db.knownDevices[signin.userId] ??= []);
  const alerts = alertsOnSignin({
    seenBefore: known.includes(identity),
    accountHadDevices: known.length > 0,
  });
  if (!known.includes(identity)) known.push(identity);
  if (!alerts) return;
  const device = describeUserAgent(signin.userAgent);
  emitMockNotification(db, {
    recipientId: signin.userId,
    kind: 'new_device_signin',
    subject: { signin: { session_id: signin.sessionId, ...device, ip: signin.ip ?? '' } },
    actor: null,
    title: describedDevice('en', device),
  });
}

/**
 * For stories: the demo client, who signed in before, hears of a sign-in from her seeded iPhone
 * session (Safari on iOS) at an address, as the server would tell it.
 */
export function mockSigninFromNewDevice(db: MockDb, ip = '203.0.113.7') {
  const session = db.sessions.find((candidate) => candidate.id === 'session-grace-phone')!;
  (db.knownDevices[session.userId] ??= []).push('id:the-office-computer-of-the-story');
  noticeMockSignin(db, { ...session, sessionId: session.id, deviceId: 'the-iphone-of-the-story', ip });
}
