import { SigninStep, type SigninStepValue } from '@lancer/api/constants';
import { activeSuspension, suspendedError } from '@lancer/api/rules/suspension';
import type { SigninResult } from '@lancer/api/schemas/signin';

import type { UserRow } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { changeProfile } from './profile-writes';
import { createUser, findUserByEmail, requireUser, isFlidTaken, normalizeEmail } from './user-repository';
import { consumeEmailCode, issueEmailCode } from './email-codes';
import {
  factorTicketExpiredError,
  issueFactorTicket,
  liveFactorTicket,
  spendFactorTicket,
} from './factor-tickets';
import { hashPassword, verifyPassword } from './passwords';
import { takeFactorCode } from './second-factor-service';
import { noticeSignin, unknownDevice } from './known-devices';
import type { SigninDevice } from './signin-device';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
import { hasSecondFactor, markFactorVerified } from '../http/session-proofs';

/** Where a signed-in user still has to go: set a password, then review the FLID, then done. */
const nextStep = (user: Pick<UserRow, 'passwordHash' | 'flidReviewed'>): SigninStepValue => {
  if (!user.passwordHash) return SigninStep.NEW_USER_SET_PASSWORD;
  if (!user.flidReviewed) return SigninStep.REVIEW_AND_REVISE_FLID;
  return SigninStep.USER_SIGNED_IN;
};

/** ACCOUNT-SUSPENDED: no session for a user suspended now; the answer says why and until when. */
function refuseSuspended(user: UserRow) {
  const suspension = activeSuspension(user.suspendedUntil, user.suspensionReason);
  if (!suspension) return;
  const { status, code, message, fields } = suspendedError(suspension);
  throw new AppError(status, code, message, fields);
}

/**
 * A new session (a refresh-token family), in one transaction with its proof of the person
 * (STEP-UP: a new sign-in is one, with the second factor when there is one) and its device's
 * alert (NEW-DEVICE-ALERT); the alert is announced after the commit.
 */
async function startSession(services: Services, user: UserRow, device: SigninDevice) {
  const { config, db } = services;
  const session = { userId: user.id, sessionId: newId() };
  const { refresh, afterCommit } = await db.transaction(async (tx) => {
    // First, as it locks the user's row: a row written before that refers to the user holds a
    // key-share lock on it, and two sign-ins of one account at once would deadlock.
    const afterCommit = await noticeSignin(tx, { ...session, device }, services);
    const refresh = await issueRefreshToken(tx, user.id, config.refreshTokenTtlSeconds, {
      familyId: session.sessionId,
      userAgent: device.userAgent,
    });
    await markFactorVerified(tx, session, services.clock.now());
    return { refresh, afterCommit };
  });
  afterCommit();
  return refresh;
}

/** A new sign-in starts a session (a refresh-token family); a refresh goes on with the rotated token. */
async function issueSession(
  services: Services,
  user: UserRow,
  signinType: SigninStepValue,
  session: SigninDevice | { familyId: string; token: string },
): Promise<SigninResult> {
  const { config, tokens } = services;
  refuseSuspended(user);
  const refresh = 'token' in session ? session : await startSession(services, user, session);
  return {
    expires_in: config.accessTokenTtlSeconds,
    identity: user.id,
    access_token: await tokens.sign({ id: user.id, role: user.role, sessionId: refresh.familyId }),
    refresh_token: refresh.token,
    role: user.role,
    signin_type: signinType,
    signin_result: nextStep(user),
  };
}

/**
 * The first step was right: a user with a second factor gets a ticket for it (SECOND-FACTOR), any
 * other user a session. A suspended user is refused before either.
 */
async function sessionOrFactorTicket(
  services: Services,
  user: UserRow,
  signinType: SigninStepValue,
  device: SigninDevice,
) {
  refuseSuspended(user);
  if (await hasSecondFactor(services.db, user.id))
    return issueFactorTicket(services.db, { userId: user.id, signinType, userAgent: device.userAgent });
  return issueSession(services, user, signinType, device);
}

/**
 * The second step of a sign-in with a second factor: the ticket of the first step (for this email)
 * and a code of the factor. The session starts from the user agent of the first step, on the
 * device (id and address) that finishes the sign-in.
 */
export async function signinWithSecondFactor(
  services: Services,
  input: { email: string; ticket: string; code: string },
  triesLeft: number | null,
  device: SigninDevice = unknownDevice,
) {
  const ticket = await liveFactorTicket(services.db, input.ticket);
  const user = await requireUser(services.db, ticket.userId);
  // The factor limit counts per email: a ticket answers only with the email it was issued for.
  if (user.email !== normalizeEmail(input.email)) throw factorTicketExpiredError();
  const { recoveryCodesLeft } = await services.db.transaction(async (tx) => {
    const taken = await takeFactorCode(tx, user.id, input.code, triesLeft);
    await spendFactorTicket(tx, ticket.tokenHash);
    return taken;
  });
  const result = await issueSession(services, user, ticket.signinType as SigninStepValue, {
    ...device,
    userAgent: ticket.userAgent,
  });
  return recoveryCodesLeft === undefined ? result : { ...result, recovery_codes_left: recoveryCodesLeft };
}

/** PASSKEYS: a passkey verified is both factors at once: a session, never a factor ticket. */
export const passkeySession = (services: Services, user: UserRow, device: SigninDevice) =>
  issueSession(services, user, SigninStep.PASSKEY, device);

export async function trySigninWithEmail(
  services: Services,
  rawEmail: string,
  method: 'password' | 'code' = 'password',
): Promise<{ signin_type: SigninStepValue }> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(services.db, email);
  if (user?.passwordHash && method === 'password')
    return { signin_type: SigninStep.EXISTING_USER_PASSWORD_REQUIRED };
  await issueEmailCode(services.db, services.mail, { email, purpose: 'signin', userId: user?.id });
  return {
    signin_type: user ? SigninStep.VERIFY_EMAIL_WITH_AUTH_CODE : SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER,
  };
}

export async function signinWithEmailAndPassword(
  services: Services,
  rawEmail: string,
  password: string,
  device: SigninDevice = unknownDevice,
) {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(services.db, email);
  // Same answer for an unknown email and a wrong password: no account discovery.
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(401, 'PASSWORD_MISMATCH', "Password doesn't match");
  }
  return sessionOrFactorTicket(services, user, SigninStep.EXISTING_USER_PASSWORD_REQUIRED, device);
}

export async function signinWithEmailAndCode(
  services: Services,
  rawEmail: string,
  code: string,
  device: SigninDevice = unknownDevice,
) {
  const email = normalizeEmail(rawEmail);
  await consumeEmailCode(services.db, { email, purpose: 'signin', code });
  const existing = await findUserByEmail(services.db, email);
  const user = existing ?? (await createUser(services.db, { email }));
  const signinType = existing
    ? SigninStep.VERIFY_EMAIL_WITH_AUTH_CODE
    : SigninStep.EMAIL_NOT_ASSOCIATED_WITH_USER;
  return sessionOrFactorTicket(services, user, signinType, device);
}

export async function refreshToken(services: Services, token: string) {
  const { config, db } = services;
  const rotated = await rotateRefreshToken(db, token, {
    ttlSeconds: config.refreshTokenTtlSeconds,
    reuseGraceSeconds: config.refreshTokenReuseGraceSeconds,
  });
  const user = await requireUser(db, rotated.userId, 'REFRESH_TOKEN_INVALID');
  return issueSession(services, user, SigninStep.USER_SIGNED_IN, rotated);
}

export async function updateUserPassword(services: Services, userId: string, password: string) {
  await requireUser(services.db, userId);
  const passwordHash = await hashPassword(password);
  const user = await changeProfile(services, userId, (profile) => profile.setUser({ passwordHash }));
  return { signin_result: nextStep(user!) };
}

export async function updateNewUserFlid(services: Services, userId: string, flid: string) {
  await requireUser(services.db, userId);
  const normalized = flid.trim().toLowerCase();
  if (await isFlidTaken(services.db, normalized, userId)) {
    throw new AppError(409, 'CONFLICT', 'This user ID is taken; try another', {
      flid: 'This user ID is taken; try another',
    });
  }
  const user = await changeProfile(services, userId, (profile) =>
    profile.setUser({ flid: normalized, flidReviewed: true }),
  );
  return { signin_result: nextStep(user!) };
}
