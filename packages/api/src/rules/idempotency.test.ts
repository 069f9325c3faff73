import { describe, expect, it } from 'vitest';

import { boundArguments, idempotencyReplayConflict } from './idempotency';

const fund = (args: Record<string, unknown>) => ({ operation: 'fundMilestone', args });

describe('idempotency keys bound to their arguments', () => {
  // proves: PAYMENT-IDEMPOTENT
  it('lets the same call with the same arguments replay, whatever their order', () => {
    expect(
      idempotencyReplayConflict(
        fund({ milestone_id: 'm1', method: 3, idempotency_key: 'k' }),
        fund({ method: 3, idempotency_key: 'k', milestone_id: 'm1' }),
      ),
    ).toBeNull();
  });

  // proves: PAYMENT-IDEMPOTENT
  it('refuses the same key for a different milestone with a message that says so', () => {
    expect(
      idempotencyReplayConflict(
        fund({ milestone_id: 'm1', method: 3 }),
        fund({ milestone_id: 'm2', method: 3 }),
      ),
    ).toBe('This idempotency key was already used for a different milestone; send a new key');
  });

  it('refuses the same key with another method, or for another operation', () => {
    expect(
      idempotencyReplayConflict(
        fund({ milestone_id: 'm1', method: 3 }),
        fund({ milestone_id: 'm1', method: 1 }),
      ),
    ).toMatch(/different method/);
    expect(
      idempotencyReplayConflict(fund({ milestone_id: 'm1' }), {
        operation: 'payMilestone',
        args: { milestone_id: 'm1' },
      }),
    ).toMatch(/another call/);
  });

  it('binds every argument but the key itself', () => {
    expect(boundArguments({ idempotency_key: 'k', b: 2, a: 1, c: undefined })).toEqual({ a: 1, b: 2 });
    expect(Object.keys(boundArguments({ b: 2, a: 1 }))).toEqual(['a', 'b']);
  });
});
