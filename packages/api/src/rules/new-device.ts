import type { MailLanguage } from '../schemas/notification';
import { describeUserAgent, type DeviceDescription } from './user-agent';

/*
 * NEW-DEVICE-ALERT (decision 1027): a sign-in from a device the account has not signed in from
 * before tells the account, on the bell and by mail. The server and the mocks both decide with
 * these functions.
 */

/**
 * The header the web app's sign-in calls carry: the browser's own long-lived random id, kept in
 * its local storage across sign-outs (the web app's `device_id`).
 */
export const DEVICE_ID_HEADER = 'x-device-id';

/** The calls that start a session (password, email code, second factor, passkey) carry it. */
export const carriesDeviceId = (path: string) => path.startsWith('/api/user/signin/signin-with-');

const deviceIdShape = /^[A-Za-z0-9_-]{16,128}$/;

/** The device id a request names, or null when it names none or one of no sane shape. */
export const readDeviceId = (header: string | null | undefined) =>
  header && deviceIdShape.test(header) ? header : null;

/**
 * What makes a device the same one again: its id when the client sent one (a browser profile of
 * the web app); otherwise, for a client that sends none (a script, an integrator's app), the
 * browser and system its user agent names. The server keeps only a hash of it.
 */
export function deviceIdentity(deviceId: string | null, userAgent: string) {
  if (deviceId) return `id:${deviceId}`;
  const { browser, os } = describeUserAgent(userAgent);
  return `agent:${browser}/${os}`;
}

/**
 * Whether a sign-in alerts: its device was never seen on the account, and the account had signed
 * in before (the very first sign-in of an account, or its first since alerts began, tells nobody).
 */
export const alertsOnSignin = (device: { seenBefore: boolean; accountHadDevices: boolean }) =>
  !device.seenBefore && device.accountHadDevices;

const names = {
  en: {
    both: (d: DeviceDescription) => `${d.browser} on ${d.os}`,
    system: (os: string) => `A browser on ${os}`,
    unknown: 'Unknown device',
  },
  zh: {
    both: (d: DeviceDescription) => `${d.os} 上的 ${d.browser}`,
    system: (os: string) => `${os} 上的浏览器`,
    unknown: '未知设备',
  },
} as const;

/** "Chrome on Windows", "Chrome", "A browser on Windows", "Unknown device" (as the devices list says). */
export function describedDevice(language: MailLanguage, device: DeviceDescription) {
  const name = names[language];
  if (device.browser && device.os) return name.both(device);
  if (device.browser) return device.browser;
  if (device.os) return name.system(device.os);
  return name.unknown;
}
