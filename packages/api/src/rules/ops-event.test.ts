import { describe, expect, it } from 'vitest';

import { opsEventProblems, resolvedAtAfter } from './ops-event';

describe('ops events', () => {
  it('accepts a deployment without severity and an incident with one', () => {
    expect(opsEventProblems({ kind: 'deployment', status: 'succeeded', severity: null })).toBeNull();
    expect(opsEventProblems({ kind: 'incident', status: 'open', severity: 'sev2' })).toBeNull();
  });

  it('names the fields that do not fit the kind', () => {
    expect(opsEventProblems({ kind: 'deployment', status: 'open', severity: 'sev1' })).toEqual({
      status: 'A deployment succeeded or failed',
      severity: 'Only incidents have a severity',
    });
    expect(opsEventProblems({ kind: 'incident', status: 'succeeded', severity: null })).toEqual({
      status: 'An incident is open or resolved',
      severity: 'Pick the severity of the incident',
    });
  });

  it('sets resolved-at when an incident is resolved, keeps it, and clears it when it opens again', () => {
    const now = '2026-11-23T12:00:00.000Z';
    const earlier = '2026-11-22T12:00:00.000Z';
    expect(resolvedAtAfter({ kind: 'incident', status: 'resolved', resolved_at: null }, now)).toBe(now);
    expect(resolvedAtAfter({ kind: 'incident', status: 'resolved', resolved_at: earlier }, now)).toBe(
      earlier,
    );
    expect(resolvedAtAfter({ kind: 'incident', status: 'open', resolved_at: earlier }, now)).toBeNull();
    expect(resolvedAtAfter({ kind: 'deployment', status: 'succeeded', resolved_at: null }, now)).toBeNull();
  });
});
