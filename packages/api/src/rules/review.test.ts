import { describe, expect, it } from 'vitest';

import {
  aspectAverages,
  isReviewPublic,
  jobSuccess,
  keepAspects,
  paidWorkCents,
  refuseAspects,
  refuseReply,
  refuseReview,
  reviewWindowClosesAt,
  type FinishedWork,
} from './review';

const done = (clientId: string, score: number | null = 95, rating: number | null = null): FinishedWork => ({
  clientId,
  status: 'DONE',
  score,
  rating,
  paidCents: 10_000,
  disputeOutcomes: [],
});
const closed = (clientId: string, paidCents: number): FinishedWork => ({
  clientId,
  status: 'CLOSED',
  score: null,
  rating: null,
  paidCents,
  disputeOutcomes: [],
});
const disputed = (work: FinishedWork, ...disputeOutcomes: FinishedWork['disputeOutcomes']): FinishedWork => ({
  ...work,
  disputeOutcomes,
});
const ongoing = (clientId: string): FinishedWork => ({ ...closed(clientId, 0), status: 'ONGOING' });

describe('paidWorkCents', () => {
  // proves: PROFILE-WORK
  it('adds the paid milestones and the paid hourly weeks; nothing paid is 0', () => {
    expect(paidWorkCents({ milestoneCents: [], weekCents: [] })).toBe(0);
    expect(paidWorkCents({ milestoneCents: [15_000], weekCents: [] })).toBe(15_000);
    expect(paidWorkCents({ milestoneCents: [], weekCents: [32_000, 3_000] })).toBe(35_000);
  });
});

describe('jobSuccess', () => {
  // proves: JOB-SUCCESS
  it('is null with no history, and with only projects closed before anything was paid', () => {
    expect(jobSuccess([]).score).toBeNull();
    expect(jobSuccess([closed('a', 0), closed('b', 0)])).toMatchObject({ score: null, counted: 0 });
  });

  it('is 100 for one well-scored project and 0 for one closed after work was paid', () => {
    expect(jobSuccess([done('a')])).toMatchObject({ score: 100, counted: 1, completed: 1 });
    expect(jobSuccess([closed('a', 5_000)])).toMatchObject({ score: 0, counted: 1, closed: 1 });
  });

  it('counts a low score or a public rating under 4 as not successful', () => {
    expect(jobSuccess([done('a', 70), done('b', 95, 3), done('c', null, 4), done('d')]).score).toBe(50);
  });

  it('adds one success per client who came back', () => {
    // a: 2 successes (repeat), b: 1 closed with money paid -> (2 + 1) / (3 + 1) = 75.
    expect(jobSuccess([done('a'), done('a'), closed('b', 1)])).toMatchObject({
      score: 75,
      repeat_clients: 1,
      successful: 2,
    });
  });

  // proves: JOB-SUCCESS
  it('counts an ongoing project only once a dispute of it was refunded to the client', () => {
    expect(jobSuccess([ongoing('a')])).toMatchObject({ score: null, counted: 0 });
    expect(jobSuccess([disputed(ongoing('a'), 'release')])).toMatchObject({ score: null, counted: 0 });
    expect(jobSuccess([disputed(ongoing('a'), 'split')])).toMatchObject({ score: null, counted: 0 });
    // Decided against the provider (or settled with a refund): one unsuccessful project at once.
    expect(jobSuccess([done('b'), disputed(ongoing('a'), 'refund')])).toMatchObject({
      score: 50,
      counted: 2,
      successful: 1,
      disputed: 1,
    });
  });

  // proves: JOB-SUCCESS
  it('makes a project with a refunded dispute unsuccessful, even well scored or closed with nothing paid', () => {
    expect(jobSuccess([disputed(done('a'), 'release', 'refund')])).toMatchObject({
      score: 0,
      counted: 1,
      completed: 1,
      disputed: 1,
    });
    expect(jobSuccess([disputed(closed('a', 0), 'refund')])).toMatchObject({
      score: 0,
      counted: 1,
      closed: 1,
    });
    // Nor does a client whose money came back make a repeat client.
    expect(jobSuccess([done('a'), disputed(done('a'), 'refund')])).toMatchObject({
      score: 50,
      repeat_clients: 0,
    });
  });

  // proves: JOB-SUCCESS
  it('counts a split dispute as half a success, and one released to the provider as none at all', () => {
    expect(jobSuccess([disputed(done('a'), 'split'), done('b')])).toMatchObject({
      score: 75,
      successful: 1.5,
      disputed: 1,
    });
    expect(jobSuccess([disputed(done('a'), 'release')])).toMatchObject({ score: 100, disputed: 0 });
    // A split does not rescue a project that went badly otherwise.
    expect(jobSuccess([disputed(done('a', 60), 'split')])).toMatchObject({ score: 0, successful: 0 });
  });

  // proves: JOB-SUCCESS
  it('scores one project alone: 100 when it went well, 0 when it did not', () => {
    expect(jobSuccess([done('a', 80)]).score).toBe(100);
    expect(jobSuccess([done('a', 79)]).score).toBe(0);
    expect(jobSuccess([done('a', null, 3)]).score).toBe(0);
  });
});

describe('reviews window', () => {
  const finishedAt = '2026-11-01T00:00:00.000Z';
  const base = { role: 'client' as const, project: { status: 'DONE' as const, finishedAt, paidCents: 1 } };

  // proves: REVIEW-BLIND
  it('keeps a lone review hidden until day 14 and shows both when both are in', () => {
    expect(reviewWindowClosesAt(finishedAt).toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(isReviewPublic({ bothIn: false, finishedAt, now: new Date('2026-11-14T23:59:59Z') })).toBe(false);
    expect(isReviewPublic({ bothIn: false, finishedAt, now: new Date('2026-11-15T00:00:00Z') })).toBe(true);
    expect(isReviewPublic({ bothIn: true, finishedAt, now: new Date('2026-11-02T00:00:00Z') })).toBe(true);
  });

  // proves: REVIEW-ONCE
  it('refuses an ongoing project, a second review and a closed window', () => {
    const now = new Date('2026-11-05T00:00:00Z');
    expect(refuseReview({ ...base, alreadyReviewed: false, now })).toBeNull();
    expect(refuseReview({ ...base, alreadyReviewed: true, now })?.status).toBe(409);
    expect(
      refuseReview({ ...base, project: { ...base.project, status: 'ONGOING' }, alreadyReviewed: false, now })
        ?.message,
    ).toBe('You can review once the project is finished');
    expect(
      refuseReview({ ...base, alreadyReviewed: false, now: new Date('2026-11-16T00:00:00Z') })?.message,
    ).toBe('The 14-day review window of this project has closed');
    expect(refuseReview({ ...base, role: 'contributor', alreadyReviewed: false, now })?.status).toBe(403);
  });
});

describe('aspects', () => {
  // proves: REVIEW-ASPECTS
  it("takes the aspects of the reviewed side's list only, naming the first one that is not", () => {
    expect(refuseAspects('client', { quality: 5, communication: 4, deadlines: 3 })).toBeNull();
    expect(refuseAspects('client', {})).toBeNull();
    expect(refuseAspects('client', { quality: 5, payment: 4 })).toMatchObject({
      status: 400,
      field: 'aspects.payment',
    });
    expect(refuseAspects('provider', { clarity: 5, payment: 5, communication: 4 })).toBeNull();
    expect(refuseAspects('provider', { deadlines: 2 })?.field).toBe('aspects.deadlines');
    expect(keepAspects('provider', { payment: 5, clarity: 4 })).toEqual({ clarity: 4, payment: 5 });
  });

  it('averages each aspect over the reviews that rated it; null where none did (old reviews have none)', () => {
    expect(aspectAverages([])).toEqual({ quality: null, communication: null, deadlines: null });
    expect(
      aspectAverages([
        { aspects: { quality: 5, deadlines: 4 } },
        { aspects: { quality: 4 } },
        { aspects: {} },
      ]),
    ).toEqual({ quality: 4.5, communication: null, deadlines: 4 });
  });
});

describe('refuseReply', () => {
  const ok = { isSubject: true, isPublic: true, alreadyReplied: false };
  // proves: REVIEW-REPLY
  it('lets the reviewed person reply once to a public review, and nobody else', () => {
    expect(refuseReply(ok)).toBeNull();
    expect(refuseReply({ ...ok, isSubject: false })).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refuseReply({ ...ok, isPublic: false })).toMatchObject({
      status: 409,
      code: 'INVALID_STATE_TRANSITION',
    });
    expect(refuseReply({ ...ok, alreadyReplied: true })).toMatchObject({ status: 409, code: 'CONFLICT' });
  });
});
