import { and, asc, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';

import type { Executor } from '../db/client';
import { files, moneyCollectingMethods, users, verifiedEmails } from '../db/schema';
import { AppError, conflict, notFound } from '../http/errors';
import { newId } from '../lib/ids';
import type { Services } from '../services';
import { sniffImageType } from './image-type';
import { isProviderReady, toProfile, toPublicUser } from './profile-view';
import { changeProfile } from './profile-writes';
import { loadProviderRecords } from './provider-record';
import { findUserByEmail, findUserById, normalizeEmail } from './user-repository';

export async function loadMethods(db: Executor, userId: string) {
  return db
    .select({
      type: moneyCollectingMethods.type,
      setup: moneyCollectingMethods.setup,
      verified: moneyCollectingMethods.verified,
    })
    .from(moneyCollectingMethods)
    .where(eq(moneyCollectingMethods.userId, userId))
    .orderBy(asc(moneyCollectingMethods.type));
}

export async function requireUserRow(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  if (!user)
    throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The account no longer exists; sign in again');
  return user;
}

/** The user and their money-collecting methods in one query. */
async function loadProfile(db: Executor, userId: string) {
  const rows = await db
    .select({ user: users, method: moneyCollectingMethods })
    .from(users)
    .leftJoin(moneyCollectingMethods, eq(moneyCollectingMethods.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(asc(moneyCollectingMethods.type));
  if (!rows[0])
    throw new AppError(401, 'TOKEN_SIGNATURE_INVALID', 'The account no longer exists; sign in again');
  const methods = rows.flatMap((row) => (row.method ? [row.method] : []));
  return toProfile(rows[0].user, methods);
}

/** The hottest read of the app: served from the profile cache, loaded on a miss (profile-cache.ts). */
export const fetchProfile = (services: Pick<Services, 'db' | 'profiles'>, userId: string) =>
  services.profiles.read(userId, () => loadProfile(services.db, userId));

export async function fetchPublicProfile(services: Services, id: string) {
  const user = await findUserById(services.db, id);
  if (!user) throw notFound('User');
  const records = await loadProviderRecords(services.db, [user.id]);
  return toPublicUser(user, records.get(user.id)!);
}

export async function updateEmail(services: Services, userId: string, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const user = await requireUserRow(services.db, userId);
  if (user.email === email) return;
  const [verified] = await services.db
    .select()
    .from(verifiedEmails)
    .where(and(eq(verifiedEmails.userId, userId), eq(verifiedEmails.email, email)));
  if (!verified) {
    throw new AppError(
      409,
      'INVALID_STATE_TRANSITION',
      'Verify this email with the code we sent before using it',
      {
        email: 'Verify this email first',
      },
    );
  }
  const owner = await findUserByEmail(services.db, email);
  if (owner && owner.id !== userId) throw conflict('This email belongs to another account');
  await changeProfile(services, userId, (profile) => profile.setUser({ email }));
}

/** Spec section 4: only when ready, and only when the value changes. */
export async function updateAcceptingRequest(services: Services, userId: string, accepting: boolean) {
  const user = await requireUserRow(services.db, userId);
  if (!isProviderReady(user, await loadMethods(services.db, userId))) {
    throw new AppError(
      409,
      'NOT_READY_TO_RECEIVE_MONEY',
      'Link a payment account or set an hourly expected salary before accepting requests',
    );
  }
  if (user.acceptingRequest === accepting) {
    throw conflict(
      accepting ? 'You are already accepting requests' : 'You are already not accepting requests',
    );
  }
  await changeProfile(services, userId, (profile) => profile.setUser({ acceptingRequest: accepting }));
}

/** Spec section 4: setting the salary also switches accepting requests on (when that makes the user ready). */
export async function updateExpectedSalary(services: Services, userId: string, hourly: number) {
  await requireUserRow(services.db, userId);
  // Not ready (salary 0, no linked account) means accepting requests must be off.
  const ready = isProviderReady({ hourly }, await loadMethods(services.db, userId));
  await changeProfile(services, userId, (profile) => profile.setUser({ hourly, acceptingRequest: ready }));
}

export async function storePhoto(services: Services, userId: string, bytes: Uint8Array) {
  if (bytes.byteLength > services.config.maxUploadBytes) {
    const mb = (services.config.maxUploadBytes / 1024 / 1024).toFixed(0);
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The photo is larger than ${mb} MB`);
  }
  const mime = sniffImageType(bytes);
  if (!mime) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  await requireUserRow(services.db, userId);
  const id = newId();
  const url = `/api/files/${id}`;
  await changeProfile(
    services,
    userId,
    async (profile) => {
      await profile.db.insert(files).values({ id, ownerId: userId, mime, bytes });
      await profile.setUser({ photoUrl: url });
    },
    { transaction: true },
  );
  return { url };
}

export async function linkAccount(
  services: Services,
  userId: string,
  linkType: 'account_onboarding' | 'account_update',
) {
  const user = await requireUserRow(services.db, userId);
  const [existing] = await services.db
    .select()
    .from(moneyCollectingMethods)
    .where(
      and(
        eq(moneyCollectingMethods.userId, userId),
        eq(moneyCollectingMethods.type, MoneyCollectingMethodType.STRIPE_CHECKOUT),
      ),
    );
  const link = await services.payments.createAccountLink({
    userId,
    email: user.email,
    externalAccountId: existing?.externalAccountId ?? null,
    linkType,
  });
  const externalAccountId = link.externalAccountId;
  await changeProfile(services, userId, (profile) =>
    profile.upsertMethod(
      MoneyCollectingMethodType.STRIPE_CHECKOUT,
      { setup: false, verified: false, externalAccountId },
      { externalAccountId },
    ),
  );
  return { url: link.url, expires_at: link.expiresAt.toISOString() };
}

/** Called when the gateway reports the account linked (sandbox page or Stripe webhook). */
export async function markAccountLinked(services: Services, userId: string, verified: boolean) {
  await changeProfile(services, userId, (profile) =>
    profile.upsertMethod(
      MoneyCollectingMethodType.STRIPE_CHECKOUT,
      { setup: true, verified },
      { setup: true, verified },
    ),
  );
}
