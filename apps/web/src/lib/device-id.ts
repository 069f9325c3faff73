import { newRequestId } from '@lancer/api/http/request-id';
import { readDeviceId } from '@lancer/api/rules/new-device';

import { storageKeys } from './storage-keys';

/**
 * This browser's device id (decision 1027): 128 random bits made on first use and kept in local
 * storage for good (a sign-out keeps it), sent with the sign-in calls so that the account hears of
 * a sign-in from a device it has not used. Null when the storage cannot be used (then the server
 * knows the device by its browser and system).
 */
export function deviceId(storage: Storage = window.localStorage): string | null {
  try {
    const kept = readDeviceId(storage.getItem(storageKeys.deviceId));
    if (kept) return kept;
    const made = newRequestId();
    storage.setItem(storageKeys.deviceId, made);
    return made;
  } catch {
    return null;
  }
}
