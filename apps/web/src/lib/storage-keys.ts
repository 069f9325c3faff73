import { PRODUCT_KEY } from '@lancer/api/product';

/** The local storage keys (STORAGE-KEYS), with {product} filled in. */
export const storageKeys = {
  identity: 'identity',
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  signinResult: 'signin_result',
  loggedIn: `has_${PRODUCT_KEY}_logged_in`,
  loggedOut: `has_${PRODUCT_KEY}_logged_out`,
  /** This browser's device id (decision 1027): kept across sign-outs. */
  deviceId: 'device_id',
} as const;
