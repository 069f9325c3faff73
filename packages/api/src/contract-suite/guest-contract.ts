import { describe, expect, it } from 'vitest';

import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';
import type { ContractTarget } from './target';

/** Every operation that needs a signed-in user, read from the contract (a new one is in at once). */
const userOperations = (Object.values(operations) as Operation[]).filter(
  (operation) => operation.auth === 'user',
);

/** The operation's URL with a stand-in for each path parameter. */
const urlOf = (target: ContractTarget, operation: Operation) =>
  `${target.baseUrl}${operation.path.replace(/\{[^}]+\}/g, 'guest')}`;

/**
 * A call without a token to any user operation is refused 401 UNAUTHENTICATED before its input
 * is read, on every target: the mocks do not act as a demo user (issue 29).
 */
export function describeGuestContract(target: ContractTarget) {
  describe('guest (no token)', () => {
    it('is refused 401 UNAUTHENTICATED by every operation that needs a user', async () => {
      expect(userOperations.length).toBeGreaterThan(50);
      const send = target.fetch ?? fetch;
      const answers: Record<string, string> = {};
      for (const operation of userOperations) {
        const response = await send(urlOf(target, operation), {
          method: operation.method,
          ...(operation.method === 'GET' || operation.method === 'DELETE'
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: '{}' }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
        answers[operation.name] = `${response.status} ${body.error?.code ?? ''}`;
      }
      const expected = Object.fromEntries(
        userOperations.map((operation) => [operation.name, '401 UNAUTHENTICATED']),
      );
      expect(answers).toEqual(expected);
    });
  });
}
