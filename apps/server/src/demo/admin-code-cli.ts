import { PUBLISHED_DEMO_ADMIN_TOTP_SECRET } from '@lancer/api/constants';
import { totpCode } from '@lancer/api/rules/second-factor';

/**
 * The demo administrator's current authenticator code (ADMIN-SECOND-FACTOR, decision 1026), for a
 * sign-in to the demo's console without an authenticator app: `npm run demo:admin-code -w apps/server`.
 */
console.log(totpCode(PUBLISHED_DEMO_ADMIN_TOTP_SECRET));
