import type { Operation } from '@lancer/api/contract/operation';
import { isFreshProof, stepUpRequired } from '@lancer/api/rules/step-up';

import type { Services } from '../services';
import type { AuthUser } from '../user/access-token';
import { refuse } from './errors';
import { factorVerifiedAt, hasSecondFactor } from './session-proofs';

/**
 * STEP-UP (decision 1026): an operation declared `stepUp: 'session'` runs only when the caller's
 * session proved its person within the last 10 minutes; otherwise 403 STEP_UP_REQUIRED, worded
 * for what confirms it (a factor code, or the password without a factor). Checked once, here,
 * after the access check and before the input is read.
 */
export async function checkStepUp(services: Services, operation: Operation, user: AuthUser | null) {
  if (operation.stepUp !== 'session' || !user) return;
  const verifiedAt = await factorVerifiedAt(services.db, { userId: user.id, sessionId: user.sessionId });
  if (isFreshProof(verifiedAt, services.clock.now())) return;
  refuse(stepUpRequired((await hasSecondFactor(services.db, user.id)) ? 'factor' : 'password'));
}
