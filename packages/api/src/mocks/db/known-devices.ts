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
 * The mocks know no address: the alert's is ''.
 */
export function noticeMockSignin(
  db: MockDb,
  signin: { userId: string; sessionId: string; userAgent: string; deviceId: string | null },
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
    subject: { signin: { session_id: signin.sessionId, ...device, ip: '' } },
    actor: null,
    title: describedDevice('en', device),
  });
}
