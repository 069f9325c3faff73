import { describe, it } from 'vitest';

import { fetchSubscriptionPayments } from '../contract/payment';
import type { ContractSessions } from './session';

/** The payment area's reads outside a project (milestone payments are in flows/). */
export function describePaymentContract(sessions: ContractSessions) {
  describe('payment', () => {
    it('answers subscription payments', async () => {
      await sessions.client.client.call(fetchSubscriptionPayments, { query: {} });
    });
  });
}
