import { CONTACT_LIMIT } from './site';

/**
 * Limits that hold (decision 1010): the calls that mail someone, cost money upstream or store
 * files are counted per subject in a fixed window; over the limit they answer 429 RATE_LIMITED
 * with Retry-After. An operation names its limit in the contract (`limit`); the server counts,
 * the OpenAPI document and the mocks read the same table.
 */
export const limitNames = [
  'signin',
  'factor',
  'passkey',
  'email-code',
  'ai',
  'contact',
  'upload',
  'payment',
  'report',
  'conversation',
  'mail',
  'token',
] as const;
export type LimitName = (typeof limitNames)[number];

/** Whom a count is about: the email the call names, the signed-in user, the personal access token, the client's address. */
export const limitSubjects = ['email', 'user', 'token', 'address'] as const;
export type LimitSubject = (typeof limitSubjects)[number];

export type LimitRule = {
  windowSeconds: number;
  /** Calls allowed per subject and window; a subject left out is not counted. */
  per: Partial<Record<LimitSubject, number>>;
};
export type LimitRules = Record<LimitName, LimitRule>;

/** The defaults; the server reads `<NAME>_LIMIT_PER_<SUBJECT>` and `<NAME>_LIMIT_WINDOW` over them. */
export const DEFAULT_LIMITS: LimitRules = {
  signin: { windowSeconds: 15 * 60, per: { email: 10, address: 100 } },
  // SECOND-FACTOR: codes typed at the factor step of a sign-in (per email) or in the settings (per
  // user); a wrong one says how many tries are left (decision 1024).
  factor: { windowSeconds: 15 * 60, per: { email: 5, user: 5, address: 50 } },
  // PASSKEYS: the challenges a sign-in page asks for (one per visit, for the email field's passkey
  // autofill, and one per press of its button); each is a stored row (decision 1025).
  passkey: { windowSeconds: 15 * 60, per: { user: 60, address: 300 } },
  'email-code': { windowSeconds: 60 * 60, per: { email: 5, user: 10, address: 30 } },
  ai: { windowSeconds: 60 * 60, per: { user: 100, address: 300 } },
  contact: {
    windowSeconds: CONTACT_LIMIT.windowSeconds,
    per: { email: CONTACT_LIMIT.perSender, address: CONTACT_LIMIT.perSender },
  },
  upload: { windowSeconds: 60 * 60, per: { user: 60, address: 200 } },
  // COSTLY-LIMITS (issue 47): each call reaches the payment provider (billing setup, funding,
  // paying an invoice, the payout onboarding link).
  payment: { windowSeconds: 60 * 60, per: { user: 60, address: 300 } },
  report: { windowSeconds: 60 * 60, per: { user: 20, address: 60 } },
  conversation: { windowSeconds: 60 * 60, per: { user: 30, address: 100 } },
  // Calls that mail or notify someone else: a job invitation, a product invitation by email.
  mail: { windowSeconds: 60 * 60, per: { user: 30, address: 100 } },
  // PERSONAL-ACCESS-TOKENS (decision 1807): every call made with one token, whatever it is.
  token: { windowSeconds: 60, per: { token: 120 } },
};

const counted: Record<LimitName, string> = {
  signin: 'sign-in attempts',
  factor: 'second-factor codes',
  passkey: 'passkey challenges',
  'email-code': 'codes sent',
  ai: 'AI requests',
  contact: 'messages',
  upload: 'uploads',
  payment: 'payment requests',
  report: 'reports',
  conversation: 'new conversations',
  mail: 'invitations sent',
  token: 'calls',
};

const subjectWords: Record<LimitSubject, string> = {
  email: 'for this email',
  user: 'from this account',
  token: 'with this personal access token',
  address: 'from this address',
};

/** "45 seconds", "1 minute", "14 minutes", "2 hours": a wait rounded up to a unit a person reads. */
export function formatWait(seconds: number) {
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 60 * 60) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** The 429 message: what was counted, for whom, and how long to wait. */
export const rateLimitMessage = (name: LimitName, subject: LimitSubject, retryAfterSeconds: number) =>
  `Too many ${counted[name]} ${subjectWords[subject]}. Try again in ${formatWait(retryAfterSeconds)}.`;

/** One line for the API document: "10 per email and 100 per address every 15 minutes". */
export function describeLimit(rule: LimitRule) {
  const parts = limitSubjects
    .filter((subject) => rule.per[subject] !== undefined)
    .map((subject) => `${rule.per[subject]} per ${subject}`);
  return `${parts.join(', ')} every ${formatWait(rule.windowSeconds)}`;
}
