import { beforeAll, describe, expect, it } from 'vitest';

import { declineInvitation, fetchInvitations, sendInvitation } from '../contract/invitation';
import { createProposal } from '../contract/proposal';
import { closeRequest, createRequest, fetchRequest } from '../contract/request';
import { fetchProfile } from '../contract/user';
import { expectPagedWholly } from './paged-wholly';
import { type ContractSessions, expectApiError } from './session';

const inviteOnlyJob = {
  title: 'Contract suite: an invite-only audit',
  description_html: '<p>Review our checkout for accessibility.</p>',
  category: 'Web development',
  skills: ['Accessibility'],
  budget_type: 'fixed' as const,
  budget_min_cents: 20_000,
  budget_max_cents: 40_000,
  expected_duration: 'less_than_1_week' as const,
  visibility: 'invite_only' as const,
};

const proposalFor = (requestId: string) => ({
  request_id: requestId,
  price_cents: 30_000,
  duration_days: 5,
  milestones: [{ title: 'Audit', amount_cents: 30_000, due_date: '2030-02-01' }],
  payment_plan: 'per_milestone' as const,
});

/** Invitations: only invited providers see an invite-only job; decline, and EXPIRED once the job closes. */
export function describeInvitationContract(sessions: ContractSessions) {
  describe('invitation', () => {
    const ids = { provider: '', client: '' };
    beforeAll(async () => {
      ids.provider = (await sessions.provider.client.call(fetchProfile)).account.basic.user_id;
      ids.client = (await sessions.client.client.call(fetchProfile)).account.basic.user_id;
    });

    it('lets only invited providers see and propose on an invite-only job', async () => {
      const job = await sessions.client.client.call(createRequest, { body: inviteOnlyJob });
      await expectApiError(
        sessions.provider.client.call(fetchRequest, { query: { request_id: job.id } }),
        404,
        'NOT_FOUND',
      );
      await expectApiError(
        sessions.client.client.call(sendInvitation, {
          body: { request_id: job.id, provider_id: ids.client },
        }),
        400,
        'VALIDATION_FAILED',
        ['provider_id'],
      );
      await expectApiError(
        sessions.provider.client.call(sendInvitation, {
          body: { request_id: job.id, provider_id: ids.provider },
        }),
        403,
        'FORBIDDEN',
      );
      const invitation = await sessions.client.client.call(sendInvitation, {
        body: { request_id: job.id, provider_id: ids.provider, message: 'You would be great for this.' },
      });
      expect(invitation).toMatchObject({ status: 'PENDING', proposal_id: null, request: { id: job.id } });
      await expectApiError(
        sessions.client.client.call(sendInvitation, {
          body: { request_id: job.id, provider_id: ids.provider },
        }),
        409,
        'CONFLICT',
      );
      const received = await sessions.provider.client.call(fetchInvitations, {
        query: { scope: 'received' },
      });
      expect(received.items.find((item) => item.id === invitation.id)).toMatchObject({
        request: { title: inviteOnlyJob.title, visibility: 'invite_only' },
        message: 'You would be great for this.',
      });
      const seen = await sessions.provider.client.call(fetchRequest, { query: { request_id: job.id } });
      expect(seen.id).toBe(job.id);
      const proposal = await sessions.provider.client.call(createProposal, { body: proposalFor(job.id) });
      const sent = await sessions.client.client.call(fetchInvitations, {
        query: { scope: 'sent', request_id: job.id },
      });
      expect(sent.items).toEqual([
        expect.objectContaining({ id: invitation.id, status: 'PROPOSED', proposal_id: proposal.id }),
      ]);
      await expectApiError(
        sessions.provider.client.call(declineInvitation, { body: { invitation_id: invitation.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });

    it('lets the provider decline, and reads a pending invitation as EXPIRED once the job closes', async () => {
      const declined = await sessions.client.client.call(createRequest, { body: inviteOnlyJob });
      const closing = await sessions.client.client.call(createRequest, { body: inviteOnlyJob });
      const first = await sessions.client.client.call(sendInvitation, {
        body: { request_id: declined.id, provider_id: ids.provider },
      });
      const second = await sessions.client.client.call(sendInvitation, {
        body: { request_id: closing.id, provider_id: ids.provider },
      });
      await expectApiError(
        sessions.client.client.call(declineInvitation, { body: { invitation_id: first.id } }),
        403,
        'FORBIDDEN',
      );
      const answer = await sessions.provider.client.call(declineInvitation, {
        body: { invitation_id: first.id },
      });
      expect(answer.status).toBe('DECLINED');
      await sessions.client.client.call(closeRequest, { body: { request_id: closing.id } });
      const expired = await sessions.provider.client.call(fetchInvitations, {
        query: { scope: 'received', status: 'EXPIRED' },
      });
      expect(expired.items.map((item) => item.id)).toContain(second.id);
      expect(expired.items.every((item) => item.status === 'EXPIRED')).toBe(true);
      await expectApiError(
        sessions.client.client.call(sendInvitation, {
          body: { request_id: closing.id, provider_id: ids.provider },
        }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });

    // proves: CALL-PAGING, LIST-LOAD-MORE
    it('pages the invitations the client sent: each once across pages of 2, in order, one total', async () => {
      for (const n of [1, 2, 3]) {
        const job = await sessions.client.client.call(createRequest, {
          body: { ...inviteOnlyJob, title: `Contract suite: paging invitation ${n}` },
        });
        await sessions.client.client.call(sendInvitation, {
          body: { request_id: job.id, provider_id: ids.provider },
        });
      }
      await expectPagedWholly((page, page_size) =>
        sessions.client.client.call(fetchInvitations, { query: { scope: 'sent', page, page_size } }),
      );
    });
  });
}
