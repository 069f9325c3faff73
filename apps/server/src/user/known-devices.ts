import { alertsOnSignin, deviceIdentity, DEVICE_ID_HEADER, readDeviceId } from '@lancer/api/rules/new-device';
import { describeUserAgent, keptUserAgent } from '@lancer/api/rules/user-agent';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Executor } from '../db/client';
import type { Services } from '../services';
import type { NewDeviceSignin, SigninDevice } from './signin-device';
import { knownDevices, users } from '../db/schema';
import { sha256 } from '../lib/ids';

/** A sign-in that names nothing of its device (a call from a test or a script). */
export const unknownDevice: SigninDevice = { userAgent: '', deviceId: null, ip: '' };

/** The device of a sign-in request (the address as Fastify reads it behind TRUST_PROXY). */
export const signinDeviceOf = (request: FastifyRequest): SigninDevice => {
  const header = request.headers[DEVICE_ID_HEADER];
  return {
    userAgent: keptUserAgent(request.headers['user-agent']),
    deviceId: readDeviceId(typeof header === 'string' ? header : undefined),
    ip: request.ip ?? '',
  };
};

/**
 * NEW-DEVICE-ALERT (decision 1027), in the transaction that starts the session: the device is
 * remembered for the account, and when the account never signed in from it but had signed in
 * before, the account is told (`services.tellNewDevice`: on the bell and, always, by mail). The
 * user's row is locked first, so two sign-ins of one account at once are taken one after the
 * other: of two from one new device only the first tells, and "had signed in before" is read
 * after any other sign-in's write. Answers what to run after the commit.
 */
export async function noticeSignin(tx: Executor, signin: NewDeviceSignin, services: Services) {
  const { userId, device } = signin;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const described = describeUserAgent(device.userAgent);
  const identityHash = sha256(deviceIdentity(device.deviceId, device.userAgent));
  const [before] = await tx
    .select({ identityHash: knownDevices.identityHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId))
    .limit(1);
  const added = await tx
    .insert(knownDevices)
    .values({ userId, identityHash, ...described })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId });
  if (added.length === 0)
    await tx
      .update(knownDevices)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(knownDevices.userId, userId), eq(knownDevices.identityHash, identityHash)));
  if (!alertsOnSignin({ seenBefore: added.length === 0, accountHadDevices: before !== undefined }))
    return () => undefined;
  return services.tellNewDevice(tx, signin, services);
}
