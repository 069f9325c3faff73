import { beforeAll, describe, expect, it } from 'vitest';

import { MoneyCollectingMethodType } from '../constants';
import { searchConsolePayments } from '../contract/console';
import { fundMilestone } from '../contract/milestone';
import { fetchProject } from '../contract/project';
import { fetchProfile } from '../contract/user';
import { createSession, type ContractSessions, type Session } from './session';
import { startProject } from './start-project';
import type { ContractTarget } from './target';

const AMOUNT = 12_345;

/**
 * The console's payments (decision 1531): an administrator finds a payment by the project's
 * title, by its id and by the client's email, with its state, amount, both parties, kind and the
 * gateway's id (none for a payment marked as paid); a state filter leaves it out. A card payment's
 * gateway ids are shown by the stories (the suite's provider links no payout account). The 403 to non-administrators
 * is walked with the other console calls (dispute-contract.ts).
 */
export function describeConsolePaymentContract(target: ContractTarget, sessions: ContractSessions) {
  describe('console payments', () => {
    let admin: Session;
    const title = `Console payments ${Date.now().toString(36)}`;
    let paymentId = '';

    beforeAll(async () => {
      admin = createSession(target, await target.signIn('admin'));
      const project = await startProject(sessions, title, AMOUNT);
      const detail = await sessions.client.client.call(fetchProject, { query: { project_id: project.id } });
      const funded = await sessions.client.client.call(fundMilestone, {
        body: {
          milestone_id: detail.milestones[0]!.id,
          method: MoneyCollectingMethodType.MARKED_AS_PAID,
          idempotency_key: `console-pay-${Date.now()}`,
        },
      });
      paymentId = funded.payment.id;
    });

    const search = (query: { q?: string; status?: 'OUTSTANDING' | 'PAID' }) =>
      admin.client.call(searchConsolePayments, { query });

    it("finds a payment by its project, with its state, amount, parties, kind and the gateway's id", async () => {
      const found = await search({ q: title });
      expect(found.total).toBe(1);
      const [payment] = found.items;
      const [client, provider] = await Promise.all(
        [sessions.client, sessions.provider].map((side) => side.client.call(fetchProfile)),
      );
      expect(payment).toMatchObject({
        id: paymentId,
        project_title: title,
        kind: 'milestone',
        amount_cents: AMOUNT,
        status: 'OUTSTANDING',
        method: MoneyCollectingMethodType.MARKED_AS_PAID,
        // Paid off the platform: the gateway has no id for it.
        gateway_id: null,
        payer: { user_id: client!.account.basic.user_id },
        payee: { user_id: provider!.account.basic.user_id },
        refund_id: null,
      });
      const byId = await search({ q: paymentId });
      expect(byId.items.map((item) => item.id)).toEqual([paymentId]);
      const byEmail = await search({ q: client!.account.basic.email.address, status: 'OUTSTANDING' });
      expect(byEmail.items.map((item) => item.id)).toContain(paymentId);
      await expect(search({ q: title, status: 'PAID' })).resolves.toMatchObject({ items: [], total: 0 });
      await expect(search({ q: 'no-such-payment-zz9' })).resolves.toMatchObject({ items: [], total: 0 });
    });
  });
}
