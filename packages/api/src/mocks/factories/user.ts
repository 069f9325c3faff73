import { MoneyCollectingMethodType, Role } from '../../constants';
import type { UserSummary } from '../../schemas/common';
import { isReadyToReceiveMoney } from '../../rules/provider-readiness';
import type { PublicUser, UserProfile } from '../../schemas/user';
import { nextId } from './sequence';

type ProfileOverrides = {
  user_id?: string;
  email?: string;
  flid?: string;
  first_name?: string;
  last_name?: string;
  photo_url?: string;
  self_intro_html?: string;
  accepting_request?: boolean;
  hourly?: number;
  ready_to_receive_money?: boolean;
  card_linked?: boolean;
  role?: number;
};

/** A full profile (PROFILE-SHAPE) from flat overrides. */
export function buildUserProfile(overrides: ProfileOverrides = {}): UserProfile {
  const user_id = overrides.user_id ?? nextId('user');
  const flid = overrides.flid ?? 'grace_hopper';
  return {
    account: {
      basic: {
        user_id,
        email: { address: overrides.email ?? `${flid}@example.com` },
        mobile: { number: '5550100', area_code: '+1' },
        photo: { url: overrides.photo_url ?? '' },
        FLID: { identity: flid },
        first_name: overrides.first_name ?? 'Grace',
        last_name: overrides.last_name ?? 'Hopper',
        self_intro: {
          content_html: overrides.self_intro_html ?? '<p>Product owner building tools for small shops.</p>',
        },
      },
      provider: {
        accepting_request: overrides.accepting_request ?? false,
        expected_salary: { hourly: overrides.hourly ?? 0 },
      },
    },
    finance: {
      income: {
        ready_to_receive_money: overrides.ready_to_receive_money ?? false,
        bank_account: {
          money_collecting_methods: overrides.card_linked
            ? [{ type: MoneyCollectingMethodType.STRIPE_CHECKOUT, setup: true, verified: true }]
            : [],
        },
      },
    },
    role: overrides.role ?? Role.PERSONAL,
  };
}

export const summaryOf = (profile: UserProfile): UserSummary => ({
  user_id: profile.account.basic.user_id,
  flid: profile.account.basic.FLID.identity,
  first_name: profile.account.basic.first_name,
  last_name: profile.account.basic.last_name,
  photo_url: profile.account.basic.photo.url,
});

/** What others see of a user; the record (skills, scores, projects) comes from the store (db/public-users.ts). */
export const publicUserOf = (
  profile: UserProfile,
  record: Pick<
    PublicUser,
    'skills' | 'average_score' | 'projects_done' | 'job_success' | 'rating' | 'review_count'
  > = {
    skills: [],
    average_score: null,
    projects_done: 0,
    job_success: null,
    rating: null,
    review_count: 0,
  },
): PublicUser => ({
  ...summaryOf(profile),
  self_intro_html: profile.account.basic.self_intro.content_html,
  accepting_request: profile.account.provider.accepting_request,
  hourly: profile.account.provider.expected_salary.hourly,
  ready: isReadyToReceiveMoney(profile),
  ...record,
});

export const buildUserSummary = (overrides: Partial<UserSummary> = {}): UserSummary => ({
  user_id: nextId('user'),
  flid: 'ada_lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  photo_url: '',
  ...overrides,
});

export const buildPublicUser = (overrides: Partial<PublicUser> = {}): PublicUser => ({
  ...buildUserSummary(),
  self_intro_html: '<p>Full-stack developer, 8 years of React and Node.</p>',
  accepting_request: true,
  hourly: 45,
  ready: true,
  skills: ['React', 'Node.js'],
  average_score: 88,
  projects_done: 3,
  job_success: 92,
  rating: 4.8,
  review_count: 2,
  ...overrides,
});
