import { z } from 'zod';

import { DEFAULT_ONBOARDING_LINK_TYPE } from '../constants';
import { PASSKEY_NAME_MAX } from '../rules/passkeys';
import {
  authCodeSchema,
  emailSchema,
  factorCodeSchema,
  signinAnswerSchema,
  signinResultSchema,
  signinStepSchema,
} from '../schemas/signin';
import {
  providerSkillsBodySchema,
  publicUserSchema,
  searchForUsersQuerySchema,
  userProfileSchema,
} from '../schemas/user';
import { publicInsightSchema } from '../schemas/achievement';
import { timestampSchema } from '../schemas/common';
import { TOKEN_PREFIX, tokenLifetimesDays, tokenScopeSchema } from '../rules/access-token-scopes';
import { anyone, on, signedIn } from './access';
import { defineOperation } from './operation';

/** The spec's call table (section 7), paths and payload names to the letter, plus token refresh. */

const ok = z.object({ ok: z.literal(true) });
const passwordSchema = z.string().min(1, 'Please type in your password');

export const trySigninWithEmail = defineOperation({
  name: 'trySigninWithEmail',
  method: 'POST',
  path: '/api/user/signin/try-signin-with-email',
  summary: 'Starts sign-in: tells which step comes next for this email (mails a code where needed).',
  auth: 'none',
  access: anyone,
  limit: 'signin',
  body: z.object({
    email: emailSchema,
    host: z.string(),
    /** 'code' mails a code even to a user with a password ("sign in with a code instead"). */
    method: z.enum(['password', 'code']).optional(),
  }),
  response: z.object({ signin_type: signinStepSchema }),
});

export const signinWithEmailAndPassword = defineOperation({
  name: 'signinWithEmailAndPassword',
  method: 'POST',
  path: '/api/user/signin/signin-with-email-and-password',
  summary:
    'Signs in an existing user with a password; with a second factor on, answers a ticket for ' +
    'signin-with-second-factor instead of tokens (signin_result 5).',
  auth: 'none',
  access: anyone,
  limit: 'signin',
  body: z.object({ email: emailSchema, password: passwordSchema }),
  response: signinAnswerSchema,
});

export const signinWithEmailAndCode = defineOperation({
  name: 'signinWithEmailAndCode',
  method: 'POST',
  path: '/api/user/signin/signin-with-email-and-code',
  summary:
    'Signs in (or signs up) with the 6-digit code mailed to the email; with a second factor on, ' +
    'answers a ticket for signin-with-second-factor instead of tokens (signin_result 5).',
  auth: 'none',
  access: anyone,
  limit: 'signin',
  body: z.object({ email: emailSchema, code: authCodeSchema, host: z.string() }),
  response: signinAnswerSchema,
});

export const signinWithSecondFactor = defineOperation({
  name: 'signinWithSecondFactor',
  method: 'POST',
  path: '/api/user/signin/signin-with-second-factor',
  summary:
    'Finishes a sign-in that needs a second factor: the ticket of the first step, and a code of the ' +
    'authenticator app or a recovery code (each good once; the answer says how many remain). A wrong ' +
    'code says how many tries are left.',
  auth: 'none',
  access: anyone,
  limit: 'factor',
  body: z.object({ email: emailSchema, factor_ticket: z.string().min(1), code: factorCodeSchema }),
  response: signinResultSchema.extend({
    /** Present when a recovery code was used: how many unused ones remain. */
    recovery_codes_left: z.number().int().nonnegative().optional(),
  }),
});

export const updateUserPassword = defineOperation({
  name: 'updateUserPassword',
  method: 'POST',
  path: '/api/user/signin/update-user-password',
  summary: 'Sets the password (new user, or a change in the login settings).',
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  stepUp: 'session',
  body: z
    .object({ password: z.string().min(8, 'At least 8 characters'), password2: z.string() })
    .refine((value) => value.password === value.password2, {
      message: 'The two passwords are not matched',
      path: ['password2'],
    }),
  response: z.object({ signin_result: signinStepSchema }),
});

export const updateNewUserFlid = defineOperation({
  name: 'updateNewUserFlid',
  method: 'POST',
  path: '/api/user/signin/update-new-user-flid',
  summary: "Sets the user's public user ID (FLID).",
  auth: 'user',
  access: signedIn,
  body: z.object({
    flid: z
      .string()
      .trim()
      .min(1, 'Please type in your Lancer user ID')
      .regex(/^[a-z0-9][a-z0-9_-]{2,29}$/i, '3 to 30 letters, digits, - or _'),
  }),
  response: z.object({ signin_result: signinStepSchema }),
});

export const refreshToken = defineOperation({
  name: 'refreshToken',
  method: 'POST',
  path: '/api/user/signin/refresh-token',
  summary: 'Trades a refresh token for new tokens (rotating; reuse of an old one revokes the family).',
  auth: 'none',
  access: anyone,
  body: z.object({ refresh_token: z.string().min(1) }),
  response: signinResultSchema,
});

export const fetchProfile = defineOperation({
  name: 'fetchProfile',
  method: 'GET',
  path: '/api/user/profile/fetch-profile',
  summary: "The signed-in user's profile (PROFILE-SHAPE).",
  auth: 'user',
  access: signedIn,
  response: userProfileSchema,
});

export const fetchProfileForUser = defineOperation({
  name: 'fetchProfileForUser',
  method: 'GET',
  path: '/api/user/profile/fetch-profile-for-user/{id}',
  summary: "Another user's public profile.",
  auth: 'user',
  access: signedIn,
  params: z.object({ id: z.string().min(1) }),
  response: publicUserSchema.extend(publicInsightSchema.shape),
});

export const searchForUsers = defineOperation({
  name: 'searchForUsers',
  method: 'GET',
  path: '/api/user/profile/search-for-users',
  summary:
    'Finds users by email, FLID, name or skill (condition). Without a condition it browses providers who ' +
    'accept requests; accepting, hourly_min/hourly_max, ready, job_success_min and rating_min filter; ' +
    'paged, ordered by FLID or (sort) by job success or rating, best first, no record last, then FLID.',
  auth: 'user',
  access: signedIn,
  query: searchForUsersQuerySchema,
  response: z.object({
    users: z.array(publicUserSchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  }),
});

export const sendEmailCode = defineOperation({
  name: 'sendEmailCode',
  method: 'POST',
  path: '/api/user/profile/send-email-code',
  summary: 'Mails a code to verify a new email address.',
  auth: 'user',
  access: signedIn,
  limit: 'email-code',
  body: z.object({ email: emailSchema }),
  response: ok,
});

export const verifyEmailWithCode = defineOperation({
  name: 'verifyEmailWithCode',
  method: 'POST',
  path: '/api/user/profile/verify-email-with-code',
  summary: 'Checks the code mailed to a new email address.',
  auth: 'user',
  access: signedIn,
  body: z.object({ email: emailSchema, code: authCodeSchema }),
  response: z.object({ verified: z.boolean() }),
});

export const updateEmail = defineOperation({
  name: 'updateEmail',
  method: 'POST',
  path: '/api/user/profile/update-email',
  summary: 'Changes the email to a verified address.',
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  stepUp: 'session',
  body: z.object({ email: emailSchema }),
  response: ok,
});

export const updateMobile = defineOperation({
  name: 'updateMobile',
  method: 'POST',
  path: '/api/user/profile/update-mobile',
  summary: 'Changes the mobile number.',
  auth: 'user',
  access: signedIn,
  body: z.object({
    mobile: z
      .string()
      .trim()
      .regex(/^\d{4,15}$/, 'Digits only, 4 to 15'),
    area_code: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/, 'Like +1 or +86'),
  }),
  response: ok,
});

export const updateUserFullname = defineOperation({
  name: 'updateUserFullname',
  method: 'POST',
  path: '/api/user/profile/update-user-fullname',
  summary: "Changes the user's first and last name.",
  auth: 'user',
  access: signedIn,
  body: z.object({ first_name: z.string().trim().max(60), last_name: z.string().trim().max(60) }),
  response: ok,
});

export const updateSelfIntro = defineOperation({
  name: 'updateSelfIntro',
  method: 'POST',
  path: '/api/user/profile/update-self-intro',
  summary: 'Saves the self-intro (HTML, sanitised by the server).',
  auth: 'user',
  access: signedIn,
  body: z.object({ content: z.string().max(20_000) }),
  response: z.object({ content_html: z.string() }),
});

export const updateAcceptingRequest = defineOperation({
  name: 'updateAcceptingRequest',
  method: 'POST',
  path: '/api/user/profile/update-accepting-request',
  summary: 'Switches accepting requests (only when ready to receive money).',
  auth: 'user',
  access: signedIn,
  body: z.object({ accepting_request: z.boolean() }),
  response: ok,
});

export const updateExpectedSalary = defineOperation({
  name: 'updateExpectedSalary',
  method: 'POST',
  path: '/api/user/profile/update-expected-salary',
  summary: 'Sets the hourly expected salary; also switches accepting requests on.',
  auth: 'user',
  access: signedIn,
  body: z.object({ hourly: z.number().nonnegative().max(10_000) }),
  response: ok,
});

export const fetchStripeAccountLink = defineOperation({
  name: 'fetchStripeAccountLink',
  method: 'GET',
  path: '/api/user/profile/fetch-stripe-account-link',
  summary: 'A link to the payment provider to link (onboard) the account that receives money.',
  auth: 'user',
  access: signedIn,
  stepUp: 'session',
  limit: 'payment',
  query: z.object({
    link_type: z.enum(['account_onboarding', 'account_update']).default(DEFAULT_ONBOARDING_LINK_TYPE),
  }),
  response: z.object({ url: z.string(), expires_at: z.string() }),
});

export const savedPaymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().length(4),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  is_default: z.boolean(),
});

export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

export const fetchPaymentMethods = defineOperation({
  name: 'fetchPaymentMethods',
  method: 'GET',
  path: '/api/user/payment/fetch-payment-methods',
  summary: 'Saved payment methods (cards) with their expiry.',
  auth: 'user',
  access: signedIn,
  response: z.object({ payment_methods: z.array(savedPaymentMethodSchema) }),
});

export const removePaymentMethod = defineOperation({
  name: 'removePaymentMethod',
  method: 'DELETE',
  path: '/api/user/payment/remove-payment-method/{id}',
  summary: 'Removes a saved payment method.',
  auth: 'user',
  access: on('paymentMethod', ['owner'], { others: 404 }),
  params: z.object({ id: z.string().min(1) }),
  response: ok,
});

export const fetchTemplatesForSelfIntro = defineOperation({
  name: 'fetchTemplatesForSelfIntro',
  method: 'GET',
  path: '/api/user/profile/fetch-templates-for-self-intro',
  summary: 'Self-intro templates matching tags (comma separated).',
  auth: 'user',
  access: signedIn,
  query: z.object({ tags: z.string().default('') }),
  response: z.object({
    templates: z.array(
      z.object({ id: z.string(), title: z.string(), tags: z.array(z.string()), content_html: z.string() }),
    ),
  }),
});

export const updateUserPhoto = defineOperation({
  name: 'updateUserPhoto',
  method: 'POST',
  path: '/api/user/profile/update-user-photo',
  summary: 'Uploads a photo as base64 (PNG, JPEG, WebP or GIF; checked by content).',
  auth: 'user',
  access: signedIn,
  limit: 'upload',
  body: z.object({ base64: z.string().min(1), filename: z.string().min(1).max(200) }),
  response: z.object({ url: z.string() }),
});

export const updateUserPhotoBlob = defineOperation({
  name: 'updateUserPhotoBlob',
  method: 'POST',
  path: '/api/user/profile/update-user-photo-blob',
  summary: 'Uploads a photo as a multipart file field named "file".',
  auth: 'user',
  access: signedIn,
  limit: 'upload',
  multipart: true,
  response: z.object({ url: z.string() }),
});

export const updateProviderSkills = defineOperation({
  name: 'updateProviderSkills',
  method: 'POST',
  path: '/api/user/profile/update-provider-skills',
  summary:
    "Replaces the provider's skills (PROVIDER-SKILLS: at most 15, each at most 40 characters, repeats " +
    'in another case kept once). They show on the public profile and are searched by search-for-users.',
  auth: 'user',
  access: signedIn,
  body: providerSkillsBodySchema,
  response: z.object({ skills: z.array(z.string()) }),
});

/** One signed-in session (a refresh-token family) as the login settings list it (decision 1020). */
export const signedInDeviceSchema = z.object({
  id: z.string(),
  /** From the user agent at sign-in: e.g. "Chrome", "Safari"; '' when it is not known. */
  browser: z.string(),
  /** e.g. "Windows", "macOS", "iOS", "Android"; '' when it is not known. */
  os: z.string(),
  signed_in_at: timestampSchema,
  /** The last sign-in or token refresh of this session. */
  last_used_at: timestampSchema,
  /** The session of the access token that asked. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const fetchSignedInDevices = defineOperation({
  name: 'fetchSignedInDevices',
  method: 'GET',
  path: '/api/user/device/fetch-signed-in-devices',
  summary: "The user's signed-in sessions (each a refresh-token family), the most recently used first.",
  auth: 'user',
  access: signedIn,
  response: z.object({ devices: z.array(signedInDeviceSchema) }),
});

export const signOutDevice = defineOperation({
  name: 'signOutDevice',
  method: 'POST',
  path: '/api/user/device/sign-out-device/{id}',
  summary: "Ends one of the user's sessions: its next token refresh is refused (401).",
  auth: 'user',
  sessionOnly: true,
  access: on('device', ['owner'], { others: 404 }),
  params: z.object({ id: z.string().min(1) }),
  response: ok,
});

export const signOutOtherDevices = defineOperation({
  name: 'signOutOtherDevices',
  method: 'POST',
  path: '/api/user/device/sign-out-other-devices',
  summary: "Ends every session of the user except the caller's own.",
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  response: z.object({ signed_out: z.number().int().nonnegative() }),
});

/**
 * PERSONAL-ACCESS-TOKENS (decision 1807): a token for a script, as the login settings list it. Its
 * secret is never listed: `hint` is its first characters (lat_ and four more).
 */
export const personalAccessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  hint: z.string(),
  scopes: z.array(tokenScopeSchema),
  created_at: timestampSchema,
  /** The last call made with it; null before the first. */
  last_used_at: timestampSchema.nullable(),
  /** When it stops working; null: until revoked. */
  expires_at: timestampSchema.nullable(),
});
export type PersonalAccessToken = z.infer<typeof personalAccessTokenSchema>;

export const createAccessTokenBodySchema = z.object({
  name: z.string().trim().min(1, 'Name the token').max(100, 'At most 100 characters'),
  scopes: z
    .array(tokenScopeSchema)
    .min(1, 'Choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
  /** Days until it expires (7, 30, 90 or 365); null: until revoked. */
  expires_in_days: z
    .number()
    .int()
    .refine(
      (days) => (tokenLifetimesDays as readonly number[]).includes(days),
      'Choose 7, 30, 90 or 365 days',
    )
    .nullable(),
});
export type CreateAccessTokenBody = z.infer<typeof createAccessTokenBodySchema>;

export const fetchAccessTokens = defineOperation({
  name: 'fetchAccessTokens',
  method: 'GET',
  path: '/api/user/access-token/fetch-access-tokens',
  summary:
    "The user's personal access tokens, revoked ones left out, the newest first (their secrets are never shown again).",
  auth: 'user',
  access: signedIn,
  sessionOnly: true,
  response: z.object({ tokens: z.array(personalAccessTokenSchema) }),
});

export const createAccessToken = defineOperation({
  name: 'createAccessToken',
  method: 'POST',
  path: '/api/user/access-token/create-access-token',
  summary:
    'Makes a personal access token with scopes (<area>:read, <area>:write) for `Authorization: Bearer lat_…`; its secret is in this answer only. Written to the audit log.',
  auth: 'user',
  access: signedIn,
  sessionOnly: true,
  stepUp: 'session',
  body: createAccessTokenBodySchema,
  response: z.object({ token: personalAccessTokenSchema, secret: z.string().startsWith(TOKEN_PREFIX) }),
});

export const revokeAccessToken = defineOperation({
  name: 'revokeAccessToken',
  method: 'POST',
  path: '/api/user/access-token/revoke-access-token/{id}',
  summary:
    "Revokes one of the user's personal access tokens: its next call answers 401. Written to the audit log.",
  auth: 'user',
  access: on('accessToken', ['owner'], { others: 404 }),
  sessionOnly: true,
  params: z.object({ id: z.string().min(1) }),
  response: ok,
});

/** SECOND-FACTOR: what the login settings show of the account's second factor. */
export const secondFactorSchema = z.object({
  totp_on: z.boolean(),
  turned_on_at: timestampSchema.nullable(),
  recovery_codes_left: z.number().int().nonnegative(),
});
export type SecondFactor = z.infer<typeof secondFactorSchema>;

const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

export const fetchSecondFactor = defineOperation({
  name: 'fetchSecondFactor',
  method: 'GET',
  path: '/api/user/factor/fetch-second-factor',
  summary: "Whether the caller's authenticator-app factor is on, since when, and the recovery codes left.",
  auth: 'user',
  access: signedIn,
  response: secondFactorSchema,
});

export const startTotpSetup = defineOperation({
  name: 'startTotpSetup',
  method: 'POST',
  path: '/api/user/factor/start-totp-setup',
  summary:
    'A new authenticator key to scan (otpauth address, for a QR code) or type (base32); nothing is on ' +
    'until confirm-totp-setup takes a code of it. Refused while the factor is on.',
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  stepUp: 'session',
  response: z.object({ secret: z.string(), otpauth_uri: z.string() }),
});

export const confirmTotpSetup = defineOperation({
  name: 'confirmTotpSetup',
  method: 'POST',
  path: '/api/user/factor/confirm-totp-setup',
  summary:
    'Turns the authenticator factor on with a code of the key from start-totp-setup; answers ten ' +
    'recovery codes, shown this once.',
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  limit: 'factor',
  body: z.object({ code: factorCodeSchema }),
  response: recoveryCodesSchema,
});

export const regenerateRecoveryCodes = defineOperation({
  name: 'regenerateRecoveryCodes',
  method: 'POST',
  path: '/api/user/factor/regenerate-recovery-codes',
  summary: 'Ten new recovery codes for a code of the factor; the old ones stop working.',
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  stepUp: 'code-in-call',
  limit: 'factor',
  body: z.object({ code: factorCodeSchema }),
  response: recoveryCodesSchema,
});

export const turnOffTotp = defineOperation({
  name: 'turnOffTotp',
  method: 'POST',
  path: '/api/user/factor/turn-off-totp',
  summary:
    'Turns the authenticator factor off for a code of it (or a recovery code); the recovery codes go too.',
  auth: 'user',
  sessionOnly: true,
  access: signedIn,
  stepUp: 'code-in-call',
  limit: 'factor',
  body: z.object({ code: factorCodeSchema }),
  response: ok,
});

export const confirmItsYou = defineOperation({
  name: 'confirmItsYou',
  method: 'POST',
  path: '/api/user/factor/confirm-its-you',
  summary:
    "Confirms it's the account's person on this session (STEP-UP): a code of the second factor (or a " +
    'recovery code), or the password for an account without a factor. The calls that need a fresh ' +
    'proof then work for 10 minutes.',
  auth: 'user',
  access: signedIn,
  sessionOnly: true,
  limit: 'factor',
  body: z
    .object({ code: factorCodeSchema.optional(), password: z.string().optional() })
    .refine((value) => Boolean(value.code?.trim()) || Boolean(value.password), {
      message: 'Enter a code or your password',
      path: ['code'],
    }),
  response: z.object({
    /** Until when the calls that need a fresh proof work on this session. */
    confirmed_until: timestampSchema,
    confirmed_with: z.enum(['factor', 'password']),
    /** Present when a recovery code was used: how many unused ones remain. */
    recovery_codes_left: z.number().int().nonnegative().optional(),
  }),
});
/**
 * PASSKEYS (decision 1025): the browser's answers, as @simplewebauthn/browser hands them over
 * (base64url fields). Checked by the server's WebAuthn library, not by the shape here.
 */
const attestationResponseSchema = z.looseObject({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: z.string().min(1),
    attestationObject: z.string().min(1),
    transports: z.array(z.string()).optional(),
  }),
});
const assertionResponseSchema = z.looseObject({
  id: z.string().min(1),
  rawId: z.string().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: z.string().min(1),
    authenticatorData: z.string().min(1),
    signature: z.string().min(1),
    userHandle: z.string().optional(),
  }),
});
/** The options the browser's navigator.credentials call takes (WebAuthn's JSON form). */
const passkeyOptionsSchema = z.looseObject({ challenge: z.string().min(1) });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: timestampSchema,
  last_used_at: timestampSchema.nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, 'Please name the passkey')
  .max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`);

export const fetchPasskeys = defineOperation({
  name: 'fetchPasskeys',
  method: 'GET',
  path: '/api/user/passkey/fetch-passkeys',
  summary: "The caller's passkeys, newest first: name, when added and when last used to sign in.",
  auth: 'user',
  access: signedIn,
  response: z.object({ passkeys: z.array(passkeySchema) }),
});

export const startPasskeyRegistration = defineOperation({
  name: 'startPasskeyRegistration',
  method: 'POST',
  path: '/api/user/passkey/start-passkey-registration',
  summary:
    'The options for navigator.credentials.create(): a challenge good for 5 minutes, the relying ' +
    "party of the page's host (its Origin header, against the allowed hosts) and the passkeys " +
    'the account has already (not made twice). A key that signs in alone is added only by a ' +
    'session that proved its person within the last 10 minutes (STEP-UP).',
  auth: 'user',
  access: signedIn,
  stepUp: 'session',
  limit: 'passkey',
  response: z.object({ options: passkeyOptionsSchema }),
});

export const finishPasskeyRegistration = defineOperation({
  name: 'finishPasskeyRegistration',
  method: 'POST',
  path: '/api/user/passkey/finish-passkey-registration',
  summary:
    'Adds the passkey the browser made for the challenge of start-passkey-registration, under a name; ' +
    'its public key, counter and transports are kept.',
  auth: 'user',
  access: signedIn,
  body: z.object({ name: passkeyNameSchema, response: attestationResponseSchema }),
  response: passkeySchema,
});

export const removePasskey = defineOperation({
  name: 'removePasskey',
  method: 'POST',
  path: '/api/user/passkey/remove-passkey',
  summary: "Removes one of the caller's passkeys: it signs in no more.",
  auth: 'user',
  access: on('passkey', ['owner'], { others: 404 }),
  body: z.object({ id: z.string().min(1) }),
  response: ok,
});

export const startPasskeySignin = defineOperation({
  name: 'startPasskeySignin',
  method: 'POST',
  path: '/api/user/signin/start-passkey-signin',
  summary:
    'The options for navigator.credentials.get(): a challenge good for 5 minutes, once, and the ' +
    "relying party of the page's host; any passkey of that host is offered (also in the email " +
    "field's autofill).",
  auth: 'none',
  access: anyone,
  limit: 'passkey',
  response: z.object({ options: passkeyOptionsSchema }),
});

export const signinWithPasskey = defineOperation({
  name: 'signinWithPasskey',
  method: 'POST',
  path: '/api/user/signin/signin-with-passkey',
  summary:
    "Signs in with a passkey: the browser's answer to the challenge of start-passkey-signin. A " +
    'passkey counts as both factors: no second-factor step follows (signin_type 6).',
  auth: 'none',
  access: anyone,
  limit: 'signin',
  body: z.object({ response: assertionResponseSchema }),
  response: signinResultSchema,
});

export const userOperations = {
  trySigninWithEmail,
  signinWithEmailAndPassword,
  signinWithEmailAndCode,
  signinWithSecondFactor,
  updateUserPassword,
  updateNewUserFlid,
  refreshToken,
  fetchProfile,
  fetchProfileForUser,
  searchForUsers,
  sendEmailCode,
  verifyEmailWithCode,
  updateEmail,
  updateMobile,
  updateUserFullname,
  updateSelfIntro,
  updateAcceptingRequest,
  updateExpectedSalary,
  fetchStripeAccountLink,
  fetchPaymentMethods,
  removePaymentMethod,
  fetchTemplatesForSelfIntro,
  updateUserPhoto,
  updateUserPhotoBlob,
  updateProviderSkills,
  fetchSignedInDevices,
  signOutDevice,
  signOutOtherDevices,
  fetchSecondFactor,
  startTotpSetup,
  confirmTotpSetup,
  regenerateRecoveryCodes,
  turnOffTotp,
  confirmItsYou,
  fetchPasskeys,
  startPasskeyRegistration,
  finishPasskeyRegistration,
  removePasskey,
  startPasskeySignin,
  signinWithPasskey,
  fetchAccessTokens,
  createAccessToken,
  revokeAccessToken,
} as const;
