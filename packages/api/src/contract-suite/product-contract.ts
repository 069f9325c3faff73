import { describe, expect, it } from 'vitest';

import { fetchProfile } from '../contract/user';
import {
  cancelProductInvite,
  confirmProductIssue,
  createProduct,
  createProductIssue,
  createProductOpsEvent,
  createProductPlanItem,
  createProductWorkItem,
  fetchProduct,
  fetchProductCollaborators,
  fetchProductIssues,
  fetchProductMetrics,
  fetchProductOpsEvents,
  fetchProductPlan,
  fetchProducts,
  fetchProductWorkItems,
  inviteProductCollaborator,
  removeProductCollaborator,
  reopenProductIssue,
  resolveProductIssue,
  updateProduct,
  updateProductOpsEvent,
  updateProductPlanItem,
  updateProductWorkItem,
} from '../contract/product';
import { type ContractSessions, expectApiError } from './session';

/**
 * The /products area: every tab written and read back, and the membership rules (members read,
 * owner and collaborators write, only the owner manages collaborators) answered alike by the mocks
 * and the server.
 */
export function describeProductContract(sessions: ContractSessions) {
  describe('product', () => {
    it('creates a product and answers each of its tabs to members only', async () => {
      const product = await sessions.client.client.call(createProduct, {
        body: { name: 'Contract suite product' },
      });
      const query = { product_id: product.id };
      const list = await sessions.client.client.call(fetchProducts, { query: {} });
      expect(list.items.map((item) => item.id)).toContain(product.id);
      await sessions.client.client.call(fetchProduct, { query });
      await sessions.client.client.call(fetchProductPlan, { query });
      await sessions.client.client.call(fetchProductWorkItems, { query });
      await sessions.client.client.call(fetchProductIssues, { query });
      await sessions.client.client.call(fetchProductMetrics, { query });
      await sessions.client.client.call(fetchProductOpsEvents, { query });
      const members = await sessions.client.client.call(fetchProductCollaborators, { query });
      expect(members.collaborators.map((member) => member.role)).toEqual(['owner']);
      await expectApiError(sessions.provider.client.call(fetchProduct, { query }), 403, 'FORBIDDEN');
    });

    it('writes every tab and reads it back; a non-member is refused, a collaborator writes', async () => {
      const owner = sessions.client.client;
      const other = sessions.provider.client;
      const product = await owner.call(createProduct, { body: { name: 'Contract tabs' } });
      const product_id = product.id;
      await expectApiError(other.call(fetchProductPlan, { query: { product_id } }), 403, 'FORBIDDEN');
      await expectApiError(
        other.call(createProductIssue, { body: { product_id, title: 'x', description: 'y' } }),
        403,
        'FORBIDDEN',
      );

      const renamed = await owner.call(updateProduct, {
        body: { product_id, description: 'Tabs', links: [{ label: 'Site', url: 'https://x.example' }] },
      });
      // A partial update: the name it did not send stays (decision 1112).
      expect(renamed).toMatchObject({
        name: 'Contract tabs',
        description: 'Tabs',
        links: [{ label: 'Site' }],
      });

      const plan = await owner.call(createProductPlanItem, {
        body: { product_id, title: 'Deposits', quarter: '2027-Q1' },
      });
      await owner.call(updateProductPlanItem, { body: { plan_item_id: plan.id, status: 'in_progress' } });
      expect((await owner.call(fetchProductPlan, { query: { product_id } })).items).toEqual([
        { ...plan, status: 'in_progress' },
      ]);

      const issue = await owner.call(createProductIssue, {
        body: { product_id, title: 'Spam', description: 'Reminders in spam' },
      });
      expect(issue).toMatchObject({ number: 1, state: 'open', product_id });
      const work = await owner.call(createProductWorkItem, {
        body: { product_id, title: 'SPF', issue_id: issue.id },
      });
      await expectApiError(
        owner.call(updateProductWorkItem, { body: { work_item_id: work.id, status: 'done' } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      await owner.call(updateProductWorkItem, { body: { work_item_id: work.id, status: 'in_progress' } });
      const works = await owner.call(fetchProductWorkItems, { query: { product_id, status: 'in_progress' } });
      expect(works.items).toEqual([
        {
          ...work,
          status: 'in_progress',
          updated_at: expect.any(String),
          issue: { id: issue.id, number: 1, title: 'Spam' },
        },
      ]);

      await expectApiError(
        owner.call(createProductOpsEvent, {
          body: { product_id, kind: 'incident', title: 'Down', environment: 'production', status: 'open' },
        }),
        400,
        'VALIDATION_FAILED',
        ['severity'],
      );
      const incident = await owner.call(createProductOpsEvent, {
        body: {
          product_id,
          kind: 'incident',
          title: 'Down',
          environment: 'production',
          status: 'open',
          severity: 'sev2',
        },
      });
      const resolved = await owner.call(updateProductOpsEvent, {
        body: { ops_event_id: incident.id, status: 'resolved' },
      });
      expect(resolved).toEqual({ ...incident, status: 'resolved', resolved_at: expect.any(String) });
      expect((await owner.call(fetchProductOpsEvents, { query: { product_id } })).total).toBe(1);
      const metrics = await owner.call(fetchProductMetrics, { query: { product_id } });
      expect(metrics.charts.map((chart) => chart.metric)).toEqual(['delivery', 'operations']);

      // Invite the other user by user ID: a collaborator now, who writes but does not manage people.
      const otherProfile = await other.call(fetchProfile);
      const team = await owner.call(inviteProductCollaborator, {
        body: { product_id, invitee: otherProfile.account.basic.FLID.identity },
      });
      expect(team.collaborators.map((member) => member.role)).toEqual(['owner', 'collaborator']);
      await other.call(resolveProductIssue, { body: { issue_id: issue.id } });
      await expectApiError(
        other.call(confirmProductIssue, { body: { issue_id: issue.id } }),
        403,
        'FORBIDDEN',
      );
      expect(await owner.call(confirmProductIssue, { body: { issue_id: issue.id } })).toMatchObject({
        state: 'closed',
      });
      await other.call(reopenProductIssue, { body: { issue_id: issue.id } });
      expect((await other.call(fetchProductIssues, { query: { product_id, state: 'open' } })).total).toBe(1);
      await expectApiError(
        other.call(inviteProductCollaborator, { body: { product_id, invitee: 'x@example.com' } }),
        403,
        'FORBIDDEN',
      );

      const pending = await owner.call(inviteProductCollaborator, {
        body: { product_id, invitee: 'nobody-yet@contract.example' },
      });
      expect(pending.invites.map((invite) => invite.email)).toEqual(['nobody-yet@contract.example']);
      await owner.call(cancelProductInvite, { query: { product_id, invite_id: pending.invites[0]!.id } });
      await owner.call(removeProductCollaborator, {
        query: { product_id, user_id: otherProfile.account.basic.user_id },
      });
      const after = await owner.call(fetchProductCollaborators, { query: { product_id } });
      expect(after).toEqual({ collaborators: [expect.objectContaining({ role: 'owner' })], invites: [] });
      await expectApiError(other.call(fetchProduct, { query: { product_id } }), 403, 'FORBIDDEN');
    });
  });
}
