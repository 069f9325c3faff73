import { describe, expect, it } from 'vitest';

import {
  fetchProfile,
  fetchSignedInDevices,
  signinWithEmailAndPassword,
  signOutDevice,
  signOutOtherDevices,
  updateUserPassword,
} from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { signedInOnly } from '../rules/signin-answer';
import { type ContractSessions, createSession, expectApiError, type Session } from './session';
import type { ContractTarget } from './target';

/** The mock target signs its users in with this password: setting it again changes nothing there. */
const PASSWORD = DEMO_PASSWORD;

/** The session of the caller's own token in its devices list. */
async function currentDeviceId(session: Session) {
  const { devices } = await session.client.call(fetchSignedInDevices);
  const current = devices.filter((device) => device.current);
  expect(current, 'exactly one device is "this device"').toHaveLength(1);
  return current[0]!.id;
}

/** The signed-in devices list and signing devices out (decision 1020). */
export function describeUserDeviceContract(target: ContractTarget, sessions: ContractSessions) {
  describe('user: signed-in devices', () => {
    /** A user signed in on `count` devices: one sign-in, then the same email and password again. */
    async function signedInOn(count: number): Promise<Session[]> {
      const first = createSession(target, await target.signIn('stranger'));
      await first.client.call(updateUserPassword, { body: { password: PASSWORD, password2: PASSWORD } });
      const email = (await first.client.call(fetchProfile)).account.basic.email.address;
      const more = [];
      for (let index = 1; index < count; index += 1) {
        const answer = await first.client.call(signinWithEmailAndPassword, {
          body: { email, password: PASSWORD },
        });
        more.push(createSession(target, signedInOnly(answer)));
      }
      return [first, ...more];
    }

    it('lists every device of the user, each marking its own as this device', async () => {
      const [laptop, phone] = await signedInOn(2);
      const laptopId = await currentDeviceId(laptop!);
      const phoneId = await currentDeviceId(phone!);
      expect(laptopId).not.toBe(phoneId);
      const { devices } = await laptop!.client.call(fetchSignedInDevices);
      expect(devices.map((device) => device.id)).toEqual(expect.arrayContaining([laptopId, phoneId]));
      for (const device of devices)
        expect(Date.parse(device.last_used_at)).toBeGreaterThanOrEqual(Date.parse(device.signed_in_at));
      // A refresh keeps the device: the same session goes on.
      await phone!.client.refresh();
      expect(await currentDeviceId(phone!)).toBe(phoneId);
    });

    it('signs one device out: its next refresh is refused and it lands signed out', async () => {
      const [laptop, phone] = await signedInOn(2);
      const phoneId = await currentDeviceId(phone!);
      await expect(laptop!.client.call(signOutDevice, { params: { id: phoneId } })).resolves.toEqual({
        ok: true,
      });
      const { devices } = await laptop!.client.call(fetchSignedInDevices);
      expect(devices.map((device) => device.id)).not.toContain(phoneId);
      await expectApiError(phone!.client.refresh(), 401, 'REFRESH_TOKEN_INVALID');
      expect(phone!.logouts).toEqual(['REFRESH_TOKEN_INVALID']);
      expect(phone!.tokens()).toBeNull();
      // The laptop goes on.
      await laptop!.client.refresh();
      await expectApiError(laptop!.client.call(signOutDevice, { params: { id: phoneId } }), 404, 'NOT_FOUND');
    });

    it("refuses another user's session id, which stays signed in", async () => {
      const providerDevice = await currentDeviceId(sessions.provider);
      const [stranger] = await signedInOn(1);
      await expectApiError(
        stranger!.client.call(signOutDevice, { params: { id: providerDevice } }),
        404,
        'NOT_FOUND',
      );
      await sessions.provider.client.refresh();
      expect(await currentDeviceId(sessions.provider)).toBe(providerDevice);
    });

    it('signs out every other device and keeps this one', async () => {
      const [laptop, phone, tablet] = await signedInOn(3);
      const laptopId = await currentDeviceId(laptop!);
      const { signed_out } = await laptop!.client.call(signOutOtherDevices);
      expect(signed_out).toBeGreaterThanOrEqual(2);
      const { devices } = await laptop!.client.call(fetchSignedInDevices);
      expect(devices.map((device) => device.id)).toEqual([laptopId]);
      await expectApiError(phone!.client.refresh(), 401, 'REFRESH_TOKEN_INVALID');
      await expectApiError(tablet!.client.refresh(), 401, 'REFRESH_TOKEN_INVALID');
      await laptop!.client.refresh();
      expect(await currentDeviceId(laptop!)).toBe(laptopId);
    });
  });
}
