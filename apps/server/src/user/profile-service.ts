import { and, asc, eq } from 'drizzle-orm';

import { MoneyCollectingMethodType } from '@lancer/api/constants';
import { fileUrl } from '@lancer/api/rules/file-access';
import {
  acceptingAfterSalaryUpdate,
  checkAcceptingRequestSwitch,
} from '@lancer/api/rules/provider-readiness';

import type { Executor } from '../db/client';
import { files, moneyCollectingMethods, users, verifiedEmails } from '../db/schema';
import { accountGone, AppError, conflict, notFound } from '../http/errors';
import type { UploadedFile } from '../http/multipart';
import { newId } from '../lib/ids';
import { sniffImageType } from '../lib/image-type';
import { refreshDueReputations } from './reputation';
import type { Services } from '../services';
import { fetchPublicInsight } from '../stats/stats-service';
import { consumeEmailCode, issueEmailCode } from './email-codes';
import { toMethods, toProfile, toPublicUser } from './profile-view';
import { changeProfile } from './profile-writes';
import { loadProviderRecords } from './provider-record';
import { sanitizeRichText } from '../lib/sanitize-html';
import { templatesForTags } from './self-intro-templates';
import { findUserByEmail, findUserById, normalizeEmail, requireUser } from './user-repository';

const ok = { ok: true as const };

/** The user's money-collecting methods, as the contract types them. */
export async function loadMethods(db: Executor, userId: string) {
  const rows = await db
    .select({
      type: moneyCollectingMethods.type,
      setup: moneyCollectingMethods.setup,
      verified: moneyCollectingMethods.verified,
    })
    .from(moneyCollectingMethods)
    .where(eq(moneyCollectingMethods.userId, userId))
    .orderBy(asc(moneyCollectingMethods.type));
  return toMethods(rows);
}

/** The user and their money-collecting methods in one query. */
async function loadProfile(db: Executor, userId: string) {
  const rows = await db
    .select({ user: users, method: moneyCollectingMethods })
    .from(users)
    .leftJoin(moneyCollectingMethods, eq(moneyCollectingMethods.userId, users.id))
    .where(eq(users.id, userId))
    .orderBy(asc(moneyCollectingMethods.type));
  if (!rows[0]) throw accountGone();
  const methods = rows.flatMap((row) => (row.method ? [row.method] : []));
  return toProfile(rows[0].user, methods);
}

/** The hottest read of the app: served from the profile cache, loaded on a miss (profile-cache.ts). */
export const fetchProfile = (services: Pick<Services, 'db' | 'profiles'>, userId: string) =>
  services.profiles.read(userId, () => loadProfile(services.db, userId));

/** Another user's public fields, with their average score and badges (derived, stats area). */
export async function fetchProfileForUser(services: Services, id: string) {
  const user = await findUserById(services.db, id);
  if (!user) throw notFound('User');
  await refreshDueReputations(services.db);
  const records = await loadProviderRecords(services.db, [user.id]);
  return { ...toPublicUser(user, records.get(user.id)!), ...(await fetchPublicInsight(services, id)) };
}

export async function sendEmailCode(services: Services, userId: string, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const owner = await findUserByEmail(services.db, email);
  if (owner && owner.id !== userId) throw conflict('This email belongs to another account');
  await issueEmailCode(services.db, services.mail, { email, purpose: 'verify-email', userId });
  return ok;
}

export async function verifyEmailWithCode(
  services: Services,
  userId: string,
  input: { email: string; code: string },
) {
  const email = normalizeEmail(input.email);
  await consumeEmailCode(services.db, { email, purpose: 'verify-email', code: input.code });
  await services.db.insert(verifiedEmails).values({ userId, email }).onConflictDoNothing();
  return { verified: true };
}

export async function updateEmail(services: Services, userId: string, rawEmail: string) {
  const email = normalizeEmail(rawEmail);
  const user = await requireUser(services.db, userId);
  if (user.email === email) return ok;
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
  return ok;
}

export async function updateMobile(
  services: Services,
  userId: string,
  input: { mobile: string; area_code: string },
) {
  const areaCode = input.area_code.startsWith('+') ? input.area_code : `+${input.area_code}`;
  await changeProfile(services, userId, (profile) =>
    profile.setUser({ mobileNumber: input.mobile, mobileAreaCode: areaCode }),
  );
  return ok;
}

export async function updateUserFullname(
  services: Services,
  userId: string,
  input: { first_name: string; last_name: string },
) {
  await changeProfile(services, userId, (profile) =>
    profile.setUser({ firstName: input.first_name, lastName: input.last_name }),
  );
  return ok;
}

export async function updateSelfIntro(services: Services, userId: string, content: string) {
  const html = sanitizeRichText(content);
  await changeProfile(services, userId, (profile) => profile.setUser({ selfIntroHtml: html }));
  return { content_html: html };
}

export const fetchTemplatesForSelfIntro = (tags: string) => ({ templates: templatesForTags(tags) });

/**
 * ACCEPTING-SWITCH (docs/spec/rules.md): only when the provider is ready, and only to a different
 * value: checkAcceptingRequestSwitch
 * (packages/api/src/rules/provider-readiness.ts, the rule the mocks and the UI apply too).
 * The profile is read fresh, not from the cache.
 */
export async function updateAcceptingRequest(services: Services, userId: string, accepting: boolean) {
  const check = checkAcceptingRequestSwitch(await loadProfile(services.db, userId), accepting);
  if (!check.allowed && check.reason === 'not-ready') {
    throw new AppError(
      409,
      'NOT_READY_TO_RECEIVE_MONEY',
      'Link a payment account or set an hourly expected salary before accepting requests',
    );
  }
  if (!check.allowed) {
    throw conflict(
      accepting ? 'You are already accepting requests' : 'You are already not accepting requests',
    );
  }
  await changeProfile(services, userId, (profile) => profile.setUser({ acceptingRequest: accepting }));
  return ok;
}

/**
 * SALARY-SWITCHES-ON (docs/spec/rules.md): setting the salary switches accepting requests on when
 * that leaves the provider ready, and never off: acceptingAfterSalaryUpdate (packages/api/src/rules/provider-readiness.ts).
 */
export async function updateExpectedSalary(services: Services, userId: string, hourly: number) {
  const accepting = acceptingAfterSalaryUpdate(await loadProfile(services.db, userId), hourly);
  await changeProfile(services, userId, (profile) =>
    profile.setUser({ hourly, acceptingRequest: accepting }),
  );
  return ok;
}

async function storePhoto(services: Services, userId: string, bytes: Uint8Array) {
  if (bytes.byteLength > services.config.maxUploadBytes) {
    const mb = (services.config.maxUploadBytes / 1024 / 1024).toFixed(0);
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', `The photo is larger than ${mb} MB`);
  }
  const mime = sniffImageType(bytes);
  if (!mime) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Unsupported file type');
  await requireUser(services.db, userId);
  const id = newId();
  const url = fileUrl(id);
  await changeProfile(
    services,
    userId,
    async (profile) => {
      await profile.db
        .insert(files)
        .values({ id, ownerId: userId, mime, bytes, subjectKind: 'avatar', subjectId: userId });
      await profile.setUser({ photoUrl: url });
    },
    { transaction: true },
  );
  return { url };
}

/** The spec's photo call: the image as base64 (a `data:` URL prefix is allowed). */
export async function updateUserPhoto(services: Services, userId: string, base64Text: string) {
  const base64 = base64Text.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s_-]+$/.test(base64)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The photo is not valid base64', {
      base64: 'Not valid base64',
    });
  }
  return storePhoto(services, userId, new Uint8Array(Buffer.from(base64, 'base64')));
}

/** The same photo sent as a multipart file. */
export const updateUserPhotoBlob = (services: Services, userId: string, upload: UploadedFile) =>
  storePhoto(services, userId, upload.bytes);

export async function fetchStripeAccountLink(
  services: Services,
  userId: string,
  linkType: 'account_onboarding' | 'account_update',
) {
  const user = await requireUser(services.db, userId);
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
