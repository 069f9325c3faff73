import {
  counterAccepted,
  PASSKEY_CHALLENGE_TTL_SECONDS,
  PASSKEYS_PER_ACCOUNT_MAX,
  passkeyAlreadyAdded,
  passkeyHostNotAllowed,
  passkeyName,
  passkeyNotFound,
  passkeyRefused,
  readClientData,
  relyingPartyFor,
  tooManyPasskeys,
  type PasskeyRefusal,
  type RelyingParty,
} from '@lancer/api/rules/passkeys';
import type { Passkey } from '@lancer/api/contract/user';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { Database } from '../db/client';
import { passkeyChallenges, passkeys } from '../db/schema';
import { AppError } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import type { SigninDevice } from './signin-device';
import { passkeySession } from './signin-service';
import { requireUser } from './user-repository';

/**
 * PASSKEYS (decision 1025): WebAuthn registration and sign-in through @simplewebauthn/server. The
 * relying party is the page's host (its Origin header) when it is one of config.passkeyHosts.
 */

const RP_NAME = 'Lancer';

const refuse = ({ status, code, message }: PasskeyRefusal): never => {
  throw new AppError(status, code, message);
};

/** The page's origin: the browser's Origin header, or the Host it asked for when it sent none. */
function pageOrigin(request: FastifyRequest) {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const host = request.headers.host;
  return host ? `${request.protocol}://${host}` : undefined;
}

export function relyingPartyOf(services: Services, request: FastifyRequest): RelyingParty {
  return relyingPartyFor(pageOrigin(request), services.config.passkeyHosts) ?? refuse(passkeyHostNotAllowed);
}

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

const passkeyView = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

export async function fetchPasskeys(services: Services, userId: string) {
  const rows = await services.db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return { passkeys: rows.map(passkeyView) };
}

async function storeChallenge(
  db: Database,
  challenge: { challenge: string; purpose: 'register' | 'signin'; userId: string | null; rpId: string },
) {
  await db
    .insert(passkeyChallenges)
    .values({ ...challenge, expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_SECONDS * 1000) });
}

/**
 * Spends the challenge the browser's answer carries, once: it must be live, of this purpose, this
 * relying party and (for a registration) this user. Anything else refuses the answer.
 */
async function spendChallenge(
  db: Database,
  clientDataJSON: string,
  expected: { purpose: 'register' | 'signin'; rpId: string; userId: string | null },
) {
  const clientData = readClientData(clientDataJSON);
  if (!clientData) return refuse(passkeyRefused);
  const [spent] = await db
    .update(passkeyChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passkeyChallenges.challenge, clientData.challenge),
        eq(passkeyChallenges.purpose, expected.purpose),
        eq(passkeyChallenges.rpId, expected.rpId),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!spent || spent.userId !== expected.userId) return refuse(passkeyRefused);
  return spent.challenge;
}

export async function startPasskeyRegistration(services: Services, userId: string, rp: RelyingParty) {
  const user = await requireUser(services.db, userId);
  const existing = await services.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.rpId, rp.rpID)));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.email,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId,
      transports: row.transports as AuthenticatorTransportFuture[],
    })),
    // A discoverable credential: the sign-in page offers it without an email typed first.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(services.db, {
    challenge: options.challenge,
    purpose: 'register',
    userId,
    rpId: rp.rpID,
  });
  return { options: { ...options } };
}

export async function finishPasskeyRegistration(
  services: Services,
  userId: string,
  rp: RelyingParty,
  input: { name: string; response: RegistrationResponseJSON },
) {
  // Spent before the check: a refused answer uses its challenge up too.
  const challenge = await spendChallenge(services.db, input.response.response.clientDataJSON, {
    purpose: 'register',
    rpId: rp.rpID,
    userId,
  });
  return services.db.transaction(async (tx) => {
    const verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified || !verification.registrationInfo) return refuse(passkeyRefused);
    const { credential } = verification.registrationInfo;
    const [taken] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.credentialId, credential.id))
      .limit(1);
    if (taken) return refuse(passkeyAlreadyAdded);
    const [held] = await tx.select({ held: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    if ((held?.held ?? 0) >= PASSKEYS_PER_ACCOUNT_MAX) return refuse(tooManyPasskeys);
    const [row] = await tx
      .insert(passkeys)
      .values({
        id: newId(),
        userId,
        credentialId: credential.id,
        publicKey: base64Url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? input.response.response.transports ?? [],
        rpId: rp.rpID,
        name: passkeyName(input.name),
      })
      .returning();
    return passkeyView(row!);
  });
}

export async function removePasskey(services: Services, userId: string, id: string) {
  const removed = await services.db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) refuse(passkeyNotFound);
  return { ok: true as const };
}

export async function startPasskeySignin(services: Services, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred' });
  await storeChallenge(services.db, {
    challenge: options.challenge,
    purpose: 'signin',
    userId: null,
    rpId: rp.rpID,
  });
  return { options: { ...options } };
}

/**
 * A passkey's answer signs in: the challenge spent once, the signature checked with the stored
 * public key, the counter moved on (a counter that went back refuses: a cloned key). No second
 * factor follows: the passkey is something held, unlocked by the device's own check.
 */
export async function signinWithPasskey(
  services: Services,
  rp: RelyingParty,
  input: { response: AuthenticationResponseJSON; device: SigninDevice },
) {
  const challenge = await spendChallenge(services.db, input.response.response.clientDataJSON, {
    purpose: 'signin',
    rpId: rp.rpID,
    userId: null,
  });
  const userId = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.credentialId, input.response.id), eq(passkeys.rpId, rp.rpID)))
      .limit(1)
      .for('update');
    if (!row) return refuse(passkeyRefused);
    const verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: row.credentialId,
        publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
        counter: row.counter,
        transports: row.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    }).catch(() => null);
    const newCounter = verification?.verified ? verification.authenticationInfo.newCounter : null;
    if (newCounter === null || !counterAccepted(row.counter, newCounter)) return refuse(passkeyRefused);
    await tx
      .update(passkeys)
      .set({ counter: newCounter, lastUsedAt: new Date() })
      .where(eq(passkeys.id, row.id));
    return row.userId;
  });
  return passkeySession(services, await requireUser(services.db, userId), input.device);
}
