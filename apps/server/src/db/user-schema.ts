import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';

import { createdAt, tstz } from './columns';

/** The user area: accounts, sign-in codes and sessions, payment methods and ways to collect money, provider skills. */

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  flid: text('flid').notNull().unique(),
  flidReviewed: boolean('flid_reviewed').notNull().default(false),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobileNumber: text('mobile_number').notNull().default(''),
  mobileAreaCode: text('mobile_area_code').notNull().default(''),
  photoUrl: text('photo_url').notNull().default(''),
  selfIntroHtml: text('self_intro_html').notNull().default(''),
  role: integer('role').notNull().default(1),
  isServiceProvider: boolean('is_service_provider').notNull().default(false),
  acceptingRequest: boolean('accepting_request').notNull().default(false),
  hourly: doublePrecision('hourly').notNull().default(0),
  /** PROFILE-HIDE: false hides the public profile, its reviews and its sitemap entry (decision 1320). */
  profilePublic: boolean('profile_public').notNull().default(true),
  /** ACCOUNT-SUSPENDED: until when an administrator suspended the user, and why (decision 1503). */
  suspendedUntil: tstz('suspended_until'),
  suspensionReason: text('suspension_reason').notNull().default(''),
  /** SESSION-REVOKED: access tokens issued before this moment are refused, whatever follows (issue 47). */
  sessionsRevokedAt: tstz('sessions_revoked_at'),
  createdAt: createdAt(),
});
export type UserRow = typeof users.$inferSelect;

export const emailCodes = pgTable('email_codes', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  purpose: text('purpose').notNull(),
  userId: text('user_id'),
  codeHash: text('code_hash').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  consumedAt: tstz('consumed_at'),
  createdAt: createdAt(),
});

export const verifiedEmails = pgTable(
  'verified_emails',
  {
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    verifiedAt: tstz('verified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

export const refreshTokens = pgTable('refresh_tokens', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  familyId: text('family_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  revokedAt: tstz('revoked_at'),
  /** The user agent at sign-in, kept on each token of the family (the devices list). */
  userAgent: text('user_agent').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * NEW-DEVICE-ALERT (decision 1027): the devices an account signed in from. `identityHash` is the
 * SHA-256 of the device's identity (the web app's device id, or the browser and system of a client
 * that sends none): the id itself is never kept. The browser and system are those of the first
 * sign-in from it; `lastSeenAt` moves with each sign-in.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id').notNull(),
    identityHash: text('identity_hash').notNull(),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.identityHash] })],
);

/**
 * PERSONAL-ACCESS-TOKENS (decision 1807): a user's tokens for scripts. Only the SHA-256 of the
 * secret is kept (the secret is shown once, at creation); `hint` is its first characters, for the
 * list. A revoked token stays, with when, so the audit log's line keeps its subject.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    hint: text('hint').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    expiresAt: tstz('expires_at'),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('personal_access_tokens_user').on(t.userId)],
);

export const moneyCollectingMethods = pgTable(
  'money_collecting_methods',
  {
    userId: text('user_id').notNull(),
    type: integer('type').notNull(),
    setup: boolean('setup').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    externalAccountId: text('external_account_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

export const providerSkills = pgTable('provider_skills', {
  userId: text('user_id').primaryKey(),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
});

/**
 * SECOND-FACTOR (decision 1024): the account's authenticator key. `pendingSecret` waits for a code
 * of it before it becomes `totpSecret` (the factor is on); `lastUsedStep` refuses a code twice.
 */
export const secondFactors = pgTable('second_factors', {
  userId: text('user_id').primaryKey(),
  totpSecret: text('totp_secret'),
  pendingSecret: text('pending_secret'),
  turnedOnAt: tstz('turned_on_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** Ten single-use recovery codes per account, only their SHA-256 kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: text('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * STEP-UP (decision 1026): when the person last proved themselves on a session (a refresh-token
 * family): at sign-in, or by a factor code or password since.
 */
export const sessionProofs = pgTable('session_proofs', {
  familyId: text('family_id').primaryKey(),
  userId: text('user_id').notNull(),
  verifiedAt: tstz('verified_at').notNull(),
});

/** A sign-in half done (the password or email code was right), waiting for its second factor. */
export const factorTickets = pgTable('factor_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  signinType: integer('signin_type').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

/**
 * PASSKEYS (decision 1025): a WebAuthn credential of the account. Its public key (COSE, base64url)
 * checks each sign-in's signature; the counter refuses a cloned authenticator; `rpId` is the host
 * (lancer.com, lancer.cn, localhost) it was made for, the only one it signs in on.
 */
export const passkeys = pgTable('passkeys', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull(),
  credentialId: text('credential_id').notNull().unique(),
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  rpId: text('rp_id').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: tstz('last_used_at'),
});

/**
 * The challenge of a registration or sign-in under way: 5 minutes, once. A registration's is the
 * user's; a sign-in's belongs to nobody until a passkey answers it.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose').$type<'register' | 'signin'>().notNull(),
  userId: text('user_id'),
  rpId: text('rp_id').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});
