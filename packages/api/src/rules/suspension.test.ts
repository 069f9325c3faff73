import { describe, expect, it } from 'vitest';

import { activeSuspension, refuseReinstate, refuseSuspend, suspendedError } from './suspension';

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const later = new Date(NOW + 60_000).toISOString();

describe('suspension', () => {
  // proves: SUSPENSION-ENDS
  it('is in force until its end date and over from then on, with no job', () => {
    expect(activeSuspension(later, 'Spam.', NOW)).toEqual({ until: later, reason: 'Spam.' });
    expect(activeSuspension(later, 'Spam.', NOW + 60_000)).toBeNull();
    expect(activeSuspension(null, '', NOW)).toBeNull();
  });

  it('tells a suspended user why and until when', () => {
    expect(suspendedError({ until: later, reason: 'Spam.' })).toEqual({
      status: 403,
      code: 'ACCOUNT_SUSPENDED',
      message: `Your account is suspended until ${later}: Spam.`,
      fields: { suspended_until: later, suspension_reason: 'Spam.' },
    });
  });

  it('refuses a past end date, suspending oneself, and reinstating someone not suspended', () => {
    expect(refuseSuspend({ operatorId: 'a', userId: 'b', until: later }, NOW)).toBeNull();
    expect(refuseSuspend({ operatorId: 'a', userId: 'b', until: later }, NOW + 60_000)).toMatchObject({
      status: 409,
      field: 'until',
    });
    expect(refuseSuspend({ operatorId: 'a', userId: 'a', until: later }, NOW)).toMatchObject({ status: 409 });
    expect(refuseReinstate(null)).toMatchObject({ status: 409 });
    expect(refuseReinstate({ until: later, reason: 'Spam.' })).toBeNull();
  });
});
