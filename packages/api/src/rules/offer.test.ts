import { describe, expect, it } from 'vitest';

import { sendOfferBodySchema } from '../schemas/offer';
import { offerStatuses, type OfferAction, type OfferState } from '../states/offer';
import {
  checkOfferAction,
  OFFER_CHANGES_REQUESTED_MESSAGE,
  OFFER_EXPIRED_MESSAGE,
  offerAsProposalTerms,
  offerExpiresAt,
  offerSideOf,
  offerStatusAt,
  refuseOfferRecipient,
  refuseOfferStartDate,
} from './offer';
import { offerPriceCents } from './offer-terms';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the side allowed to act answers, by action and status: null when the action goes through. */
const byStatus: Record<OfferAction, Record<OfferState, string | null>> = {
  revise: {
    SENT: null,
    CHANGES_REQUESTED: null,
    ACCEPTED: 'Cannot revise an offer that is ACCEPTED',
    DECLINED: 'Cannot revise an offer that is DECLINED',
    WITHDRAWN: 'Cannot revise an offer that is WITHDRAWN',
    EXPIRED: OFFER_EXPIRED_MESSAGE,
  },
  withdraw: {
    SENT: null,
    CHANGES_REQUESTED: null,
    ACCEPTED: 'Cannot withdraw an offer that is ACCEPTED',
    DECLINED: 'Cannot withdraw an offer that is DECLINED',
    WITHDRAWN: 'Cannot withdraw an offer that is WITHDRAWN',
    EXPIRED: OFFER_EXPIRED_MESSAGE,
  },
  accept: {
    SENT: null,
    CHANGES_REQUESTED: OFFER_CHANGES_REQUESTED_MESSAGE,
    ACCEPTED: 'Cannot accept an offer that is ACCEPTED',
    DECLINED: 'Cannot accept an offer that is DECLINED',
    WITHDRAWN: 'Cannot accept an offer that is WITHDRAWN',
    EXPIRED: OFFER_EXPIRED_MESSAGE,
  },
  decline: {
    SENT: null,
    CHANGES_REQUESTED: null,
    ACCEPTED: 'Cannot decline an offer that is ACCEPTED',
    DECLINED: 'Cannot decline an offer that is DECLINED',
    WITHDRAWN: 'Cannot decline an offer that is WITHDRAWN',
    EXPIRED: OFFER_EXPIRED_MESSAGE,
  },
  request_changes: {
    SENT: null,
    CHANGES_REQUESTED: 'Cannot ask for changes to an offer that is CHANGES_REQUESTED',
    ACCEPTED: 'Cannot ask for changes to an offer that is ACCEPTED',
    DECLINED: 'Cannot ask for changes to an offer that is DECLINED',
    WITHDRAWN: 'Cannot ask for changes to an offer that is WITHDRAWN',
    EXPIRED: OFFER_EXPIRED_MESSAGE,
  },
};

const actingSide = {
  revise: 'client',
  withdraw: 'client',
  accept: 'provider',
  decline: 'provider',
  request_changes: 'provider',
} as const;

const forbiddenMessage = {
  client: 'Only the client who sent the offer can do this',
  provider: 'Only the provider the offer was sent to can do this',
};

describe('direct offers (decision 2202)', () => {
  describe('checkOfferAction', () => {
    const actions = Object.keys(byStatus) as OfferAction[];

    it('lets the acting side act on an open offer, and refuses a closed one with 409 naming why', () => {
      for (const action of actions)
        for (const status of offerStatuses) {
          const refusal = checkOfferAction(actingSide[action], status, action);
          const expected = byStatus[action][status];
          expect(refusal, `${action} on ${status}`).toEqual(
            expected === null ? null : { status: 409, code: 'INVALID_STATE_TRANSITION', message: expected },
          );
        }
    });

    it('refuses the other side 403 whatever the status, and anyone else 404', () => {
      for (const action of actions)
        for (const status of offerStatuses) {
          const other = actingSide[action] === 'client' ? 'provider' : 'client';
          expect(checkOfferAction(other, status, action), `${other} ${action} on ${status}`).toEqual({
            status: 403,
            code: 'FORBIDDEN',
            message: forbiddenMessage[actingSide[action]],
          });
          expect(checkOfferAction(null, status, action)).toEqual({
            status: 404,
            code: 'NOT_FOUND',
            message: 'Offer not found',
          });
        }
    });

    it('tells who the user is to an offer', () => {
      const offer = { clientId: 'grace', providerId: 'ada' };
      expect(offerSideOf(offer, 'grace')).toBe('client');
      expect(offerSideOf(offer, 'ada')).toBe('provider');
      expect(offerSideOf(offer, 'chen')).toBeNull();
    });
  });

  describe('expiry', () => {
    const sentAt = new Date('2026-12-01T10:00:00.000Z');
    const expiresAt = offerExpiresAt(sentAt, 7);

    it('expires the given days after it was sent (or revised)', () => {
      expect(expiresAt.toISOString()).toBe('2026-12-08T10:00:00.000Z');
      expect(offerExpiresAt(sentAt, 30).getTime() - sentAt.getTime()).toBe(30 * DAY_MS);
    });

    it('reads an open offer EXPIRED from the instant of its expiry, stored or not', () => {
      const justBefore = new Date(expiresAt.getTime() - 1);
      expect(offerStatusAt('SENT', expiresAt, justBefore)).toBe('SENT');
      expect(offerStatusAt('SENT', expiresAt, expiresAt)).toBe('EXPIRED');
      expect(offerStatusAt('SENT', expiresAt.toISOString(), expiresAt)).toBe('EXPIRED');
      expect(offerStatusAt('CHANGES_REQUESTED', expiresAt, justBefore)).toBe('CHANGES_REQUESTED');
      expect(offerStatusAt('CHANGES_REQUESTED', expiresAt, expiresAt)).toBe('EXPIRED');
    });

    it('leaves a closed offer as it is after the expiry', () => {
      const later = new Date(expiresAt.getTime() + DAY_MS);
      for (const status of ['ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const)
        expect(offerStatusAt(status, expiresAt, later)).toBe(status);
    });

    it('refuses every action on an offer read EXPIRED, the client’s revision too', () => {
      const status = offerStatusAt('CHANGES_REQUESTED', expiresAt, expiresAt);
      expect(checkOfferAction('client', status, 'revise')).toMatchObject({
        status: 409,
        message: OFFER_EXPIRED_MESSAGE,
      });
    });
  });

  describe('refuseOfferStartDate', () => {
    const refused = {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'The start date cannot be in the past',
      field: 'start_date',
    };

    it('takes today a day wide: yesterday (UTC) still passes, the day before is refused', () => {
      const earlyMorning = new Date('2026-12-07T00:30:00.000Z');
      expect(refuseOfferStartDate('2026-12-07', earlyMorning)).toBeNull();
      expect(refuseOfferStartDate('2026-12-06', earlyMorning)).toBeNull();
      expect(refuseOfferStartDate('2026-12-05', earlyMorning)).toEqual(refused);
      const lateEvening = new Date('2026-12-07T23:59:59.999Z');
      expect(refuseOfferStartDate('2026-12-06', lateEvening)).toBeNull();
      expect(refuseOfferStartDate('2026-12-05', lateEvening)).toEqual(refused);
    });

    it('moves the boundary at midnight UTC', () => {
      const midnight = new Date('2026-12-08T00:00:00.000Z');
      expect(refuseOfferStartDate('2026-12-07', midnight)).toBeNull();
      expect(refuseOfferStartDate('2026-12-06', midnight)).toEqual(refused);
      expect(refuseOfferStartDate('2026-12-06', new Date(midnight.getTime() - 1))).toBeNull();
    });

    it('takes any later day', () => {
      expect(refuseOfferStartDate('2027-06-01', new Date('2026-12-07T12:00:00.000Z'))).toBeNull();
    });
  });

  it('never lets a client send an offer to themselves', () => {
    expect(refuseOfferRecipient('grace', 'ada')).toBeNull();
    expect(refuseOfferRecipient('grace', 'grace')).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'You cannot send an offer to yourself',
      field: 'provider_id',
    });
  });

  describe('terms', () => {
    const milestones = [
      { amount_cents: 30_000, due_date: '2026-12-20' },
      { amount_cents: 45_000, due_date: '2026-12-15' },
    ];

    it('prices a fixed offer at its milestones’ sum and an hourly one at a week at the limit', () => {
      expect(offerPriceCents({ milestones, hourly: null })).toBe(75_000);
      expect(offerPriceCents({ milestones: [], hourly: { rate_cents: 5_000, weekly_limit_hours: 12 } })).toBe(
        60_000,
      );
    });

    it('makes a fixed offer a proposal lasting from the start to the latest due date', () => {
      expect(offerAsProposalTerms({ milestones, hourly: null, start_date: '2026-12-10' })).toEqual({
        duration_days: 10,
        hourly: null,
        weekly_limit_hours: null,
      });
      // Due on (or before) the start: a day at least.
      expect(offerAsProposalTerms({ milestones, hourly: null, start_date: '2026-12-20' }).duration_days).toBe(
        1,
      );
      expect(offerAsProposalTerms({ milestones, hourly: null, start_date: '2026-12-31' }).duration_days).toBe(
        1,
      );
    });

    it('makes an hourly offer a week-long proposal at its rate, its limit the expected and accepted hours', () => {
      expect(
        offerAsProposalTerms({
          milestones: [],
          hourly: { rate_cents: 5_000, weekly_limit_hours: 12 },
          start_date: '2026-12-10',
        }),
      ).toEqual({
        duration_days: 7,
        hourly: { rate_cents: 5_000, weekly_hours: 12 },
        weekly_limit_hours: 12,
      });
    });

    it('asks milestones of a fixed offer only', () => {
      const base = { provider_id: 'ada', title: 'A page', start_date: '2026-12-10' };
      const milestone = { title: 'Page', amount_cents: 10_000, due_date: '2026-12-20' };
      const issues = (body: object) =>
        sendOfferBodySchema
          .safeParse(body)
          .error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];
      expect(issues({ ...base, milestones: [milestone] })).toEqual([]);
      expect(issues(base)).toEqual([['milestones', 'Add at least one milestone']]);
      const hourly = { rate_cents: 5_000, weekly_limit_hours: 12 };
      expect(issues({ ...base, hourly })).toEqual([]);
      expect(issues({ ...base, hourly, milestones: [milestone] })).toEqual([
        ['milestones', 'An hourly offer has no milestones'],
      ]);
      expect(issues({ ...base, milestones: [milestone], expires_in_days: 31 })).toEqual([
        ['expires_in_days', 'At most 30 days'],
      ]);
    });
  });
});
