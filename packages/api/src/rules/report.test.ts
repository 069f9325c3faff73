import { describe, expect, it } from 'vitest';

import { isReviewPublic } from './review';
import { refuseHide, refuseReport, refuseRestore, refuseTriage } from './report';

describe('reports and hidden content', () => {
  it('takes one open report per reporter and target, none of one’s own', () => {
    expect(refuseReport({ reporterId: 'ann', ownerId: 'bob', openReportExists: false })).toBeNull();
    expect(refuseReport({ reporterId: 'ann', ownerId: 'bob', openReportExists: true })?.status).toBe(409);
    expect(refuseReport({ reporterId: 'bob', ownerId: 'bob', openReportExists: false })?.message).toBe(
      'You cannot report your own content',
    );
  });

  it('closes an open report once, hiding only what its target is', () => {
    const open = { status: 'OPEN' as const, targetType: 'job_post' as const };
    expect(refuseTriage(open, 'hide_job_post')).toBeNull();
    expect(refuseTriage(open, 'suspend_user')).toBeNull();
    expect(refuseTriage(open, 'hide_review')?.status).toBe(409);
    expect(refuseTriage({ ...open, status: 'DISMISSED' }, 'dismiss')?.message).toBe(
      'This report is already closed',
    );
  });

  // proves: HIDE-RESTORE
  it('hides what is shown and restores what is hidden', () => {
    expect(refuseHide(false)).toBeNull();
    expect(refuseHide(true)?.status).toBe(409);
    expect(refuseRestore(true)).toBeNull();
    expect(refuseRestore(false)?.status).toBe(409);
  });

  it('never makes a hidden review public', () => {
    const finishedAt = '2026-11-01T00:00:00Z';
    expect(isReviewPublic({ bothIn: true, finishedAt, now: new Date('2026-12-01T00:00:00Z') })).toBe(true);
    expect(
      isReviewPublic({ bothIn: true, finishedAt, now: new Date('2026-12-01T00:00:00Z'), hidden: true }),
    ).toBe(false);
  });
});
