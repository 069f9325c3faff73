/** Constants of the spec (ROLE-BITS, MONEY-METHOD-TYPES, SIGNIN-STEPS, STORAGE-KEYS, SHELL-AVATAR, ...), with the spec's values. */

export const Role = { NONE: 0, PERSONAL: 1, BUSINESS: 2, CONTRIBUTOR: 4, ADMINISTRATOR: 8 } as const;
export type RoleName = keyof typeof Role;

export const SigninStep = {
  VERIFY_EMAIL_WITH_AUTH_CODE: 0,
  EXISTING_USER_PASSWORD_REQUIRED: 1,
  NEW_USER_SET_PASSWORD: 2,
  EMAIL_NOT_ASSOCIATED_WITH_USER: 3,
  REVIEW_AND_REVISE_FLID: 4,
  /** SECOND-FACTOR: the password or email code was right; an authenticator or recovery code is next. */
  SECOND_FACTOR_REQUIRED: 5,
  /** PASSKEYS: signed in with a passkey, which counts as both factors (decision 1025). */
  PASSKEY: 6,
  USER_SIGNED_IN: 100,
} as const;
export type SigninStepValue = (typeof SigninStep)[keyof typeof SigninStep];

export const MoneyCollectingMethodType = {
  UNSPECIFIED: 0,
  MARKED_AS_PAID: 1,
  UPLOAD_PROOF: 2,
  STRIPE_CHECKOUT: 3,
} as const;

export const statusLabels = [
  'OUTSTANDING',
  'IMPLEMENTING',
  'PAID',
  'DONE',
  'RECRUITING',
  'ONGOING',
  'PENDING',
  'CLOSED',
  'REJECTED',
  'APPLYING',
  'ACCEPTING',
] as const;
export type StatusLabel = (typeof statusLabels)[number];

export const issueStates = ['open', 'resolved', 'closed'] as const;
export type IssueState = (typeof issueStates)[number];

export const TOKEN_STORAGE_KEYS = { access: 'access_token', refresh: 'refresh_token' } as const;
export const DEFAULT_ONBOARDING_LINK_TYPE = 'account_onboarding';
export const READINESS_HOURLY_THRESHOLD = 0;
export const AVATAR_SIZE_PX = 50;
export const AVATAR_SCALE = 2;
export const USER_MENU_ENTRY_COUNT = 6;
export const SUB_PAGE_SEGMENT_INDEX = 2;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const AUTH_CODE_LENGTH = 6;
export const MAX_SCORE = 100;

/** A route allows a user when it needs no role, lists NONE, or shares a bit with the user's role. */
export function roleAllows(required: readonly number[] | undefined, role: number): boolean {
  if (!required || required.length === 0) return true;
  return required.some((needed) => needed === Role.NONE || (needed & role) !== 0);
}

/**
 * The demo administrator's authenticator key (ADMIN-SECOND-FACTOR, decision 1026): published like
 * the demo password, so the demo's console opens. Add it to an authenticator app, or print its
 * current code with `npm run demo:admin-code -w apps/server`.
 */
export const PUBLISHED_DEMO_ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPLANCERDEMOADMIN2';

/** A saved search's name and the skills it may name (decision 2200). */
export const MAX_SAVED_SEARCH_NAME = 60;
export const MAX_SEARCH_SKILLS = 15;

/** A user's talent lists (decision 2201): how many, how many providers each, a name's length. */
export const MAX_TALENT_LISTS = 50;
export const MAX_TALENT_LIST_PROVIDERS = 100;
export const MAX_TALENT_LIST_NAME = 60;

/** A direct offer (decision 2202): how long it stays open, in days, and how long its messages may be. */
export const DEFAULT_OFFER_EXPIRY_DAYS = 7;
export const MAX_OFFER_EXPIRY_DAYS = 30;
export const MAX_OFFER_MESSAGE = 2_000;
