import { describedDevice } from '@lancer/api/rules/new-device';
import { describeUserAgent } from '@lancer/api/rules/user-agent';

import type { Executor } from '../db/client';
import type { Services } from '../services';
import type { NewDeviceSignin } from '../user/signin-device';
import { announce, emitNotification } from './emit-notification';

/**
 * NEW-DEVICE-ALERT (decision 1027): the account hears of a sign-in from a device it had not used,
 * in the transaction that starts the session: on the bell, and by mail (the kind's channel is
 * locked to it). No actor: nobody else did it. Answers the announce to run after the commit.
 */
export async function tellNewDevice(tx: Executor, signin: NewDeviceSignin, services: Services) {
  const device = describeUserAgent(signin.device.userAgent);
  const told = await emitNotification(tx, {
    recipientId: signin.userId,
    kind: 'new_device_signin',
    subject: { signin: { session_id: signin.sessionId, ...device, ip: signin.device.ip } },
    actorId: null,
    title: describedDevice('en', device),
  });
  return () => announce(services, told);
}
