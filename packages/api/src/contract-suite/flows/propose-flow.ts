import { describe, expect, it } from 'vitest';

import {
  acceptProposal,
  confirmProposal,
  createProposal,
  fetchProposal,
  fetchProposalRevisions,
  updateProposal,
  withdrawProposal,
} from '../../contract/proposal';
import { createRequest, fetchSavedJobs, saveJob, searchRequests, unsaveJob } from '../../contract/request';
import { diffProposalRevisions } from '../../rules/proposal-diff';
import { MILESTONES_SUM_MESSAGE } from '../../rules/proposal-milestones';
import { type ContractSessions, expectApiError } from '../session';

/** A word no other job carries, so searches on a shared target see this run's jobs only. */
const runWord = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const job = (word: string, overrides: Record<string, unknown> = {}) => ({
  title: `Propose suite ${word}: a shop front`,
  description_html: `<p>Product pages and a cart for ${word}.</p>`,
  category: 'Web development',
  skills: ['React', 'Payments'],
  budget_type: 'fixed' as const,
  budget_min_cents: 40_000,
  budget_max_cents: 80_000,
  expected_duration: '1_to_4_weeks' as const,
  ...overrides,
});

const milestones = [
  { title: 'Design', amount_cents: 20_000, due_date: '2030-03-01' },
  { title: 'Build', amount_cents: 40_000, due_date: '2030-03-20' },
  { title: 'Launch', amount_cents: 10_000, due_date: '2030-03-30' },
];

/**
 * The provider's half: find a job by keyword and filters, save it, propose with milestones that
 * must add up, revise (every version kept, the diff between them), accept the version seen,
 * confirm; and withdraw.
 */
export function describeProposeFlow(sessions: ContractSessions) {
  describe('flow: propose', () => {
    const word = runWord();
    const ids = { cheap: '', dear: '', proposal: '', other: '', otherProposal: '' };

    it('finds RECRUITING public jobs by keyword prefix, skills, budget and posted day, sorted and paged', async () => {
      const client = sessions.client.client;
      ids.cheap = (await client.call(createRequest, { body: job(word) })).id;
      ids.dear = (
        await client.call(createRequest, {
          body: job(word, { title: `Propose suite ${word}: a booking app`, budget_max_cents: 150_000 }),
        })
      ).id;
      const provider = sessions.provider.client;
      const found = await provider.call(searchRequests, { query: { keyword: word.slice(0, -2) } });
      expect(found.items.map((item) => item.id).sort()).toEqual([ids.cheap, ids.dear].sort());
      expect(found.total).toBe(2);
      const twoWords = await provider.call(searchRequests, { query: { keyword: `${word} booking` } });
      expect(twoWords.items.map((item) => item.id)).toEqual([ids.dear]);
      const byBudget = await provider.call(searchRequests, {
        query: { keyword: word, sort: 'budget_high', page_size: 1 },
      });
      expect(byBudget).toMatchObject({ total: 2, page_size: 1 });
      expect(byBudget.items.map((item) => item.id)).toEqual([ids.dear]);
      const low = await provider.call(searchRequests, { query: { keyword: word, sort: 'budget_low' } });
      expect(low.items.map((item) => item.id)).toEqual([ids.cheap, ids.dear]);
      const filtered = await provider.call(searchRequests, {
        query: { keyword: word, skills: 'payments,rust', budget_type: 'fixed', budget_min_cents: 100_000 },
      });
      expect(filtered.items.map((item) => item.id)).toEqual([ids.dear]);
      const future = await provider.call(searchRequests, {
        query: { keyword: word, posted_since: '2099-01-01' },
      });
      expect(future).toMatchObject({ total: 0, items: [] });
      await expectApiError(
        provider.call(searchRequests, { query: { keyword: word, posted_since: 'yesterday' } }),
        400,
        'VALIDATION_FAILED',
        ['posted_since'],
      );
    });

    it('saves a job once, lists it, and unsaves it', async () => {
      const provider = sessions.provider.client;
      expect((await provider.call(saveJob, { body: { request_id: ids.cheap } })).saved).toBe(true);
      await provider.call(saveJob, { body: { request_id: ids.cheap } });
      const saved = await provider.call(fetchSavedJobs, { query: {} });
      expect(saved.items.filter((item) => item.request.id === ids.cheap)).toHaveLength(1);
      const [search] = (await provider.call(searchRequests, { query: { keyword: word } })).items.filter(
        (item) => item.id === ids.cheap,
      );
      expect(search?.saved).toBe(true);
      expect((await provider.call(unsaveJob, { body: { request_id: ids.cheap } })).saved).toBe(false);
      const after = await provider.call(fetchSavedJobs, { query: {} });
      expect(after.items.map((item) => item.request.id)).not.toContain(ids.cheap);
    });

    it('refuses milestones that do not add up with the same message, then takes the proposal as revision 1', async () => {
      const body = {
        request_id: ids.cheap,
        price_cents: 70_000,
        duration_days: 30,
        notes: 'Version one.',
        milestones,
        payment_plan: 'per_milestone' as const,
      };
      const refused = await expectApiError(
        sessions.provider.client.call(createProposal, { body: { ...body, price_cents: 75_000 } }),
        400,
        'VALIDATION_FAILED',
        ['milestones'],
      );
      expect(refused.fields.milestones).toBe(MILESTONES_SUM_MESSAGE);
      const proposal = await sessions.provider.client.call(createProposal, { body });
      expect(proposal).toMatchObject({ status: 'APPLYING', revision: 1 });
      ids.proposal = proposal.id;
    });

    it('keeps every revision; only the provider revises, and the sum rule holds again', async () => {
      const provider = sessions.provider.client;
      const next = {
        proposal_id: ids.proposal,
        price_cents: 75_000,
        duration_days: 25,
        notes: 'Version two.',
        milestones: [
          { title: 'Design', amount_cents: 20_000, due_date: '2030-03-01' },
          { title: 'Build', amount_cents: 55_000, due_date: '2030-03-25' },
        ],
        payment_plan: 'upfront' as const,
      };
      await expectApiError(
        provider.call(updateProposal, { body: { ...next, price_cents: 80_000 } }),
        400,
        'VALIDATION_FAILED',
        ['milestones'],
      );
      await expectApiError(sessions.client.client.call(updateProposal, { body: next }), 403, 'FORBIDDEN');
      const revised = await provider.call(updateProposal, { body: next });
      expect(revised).toMatchObject({ revision: 2, price_cents: 75_000, payment_plan: 'upfront' });
      const { items } = await sessions.client.client.call(fetchProposalRevisions, {
        query: { proposal_id: ids.proposal },
      });
      expect(items.map((item) => [item.number, item.price_cents, item.notes])).toEqual([
        [1, 70_000, 'Version one.'],
        [2, 75_000, 'Version two.'],
      ]);
      const diff = diffProposalRevisions(items[0]!, items[1]!);
      expect(diff.price_cents.changed).toBe(true);
      expect(diff.milestones.map((change) => change.kind)).toEqual(['same', 'changed', 'removed']);
    });

    it('refuses an accept of a stale version, accepts the latest, then refuses revisions; confirm starts the project', async () => {
      const client = sessions.client.client;
      await expectApiError(
        client.call(acceptProposal, { body: { proposal_id: ids.proposal, revision: 1 } }),
        409,
        'CONFLICT',
      );
      await expect(
        client.call(fetchProposal, { query: { proposal_id: ids.proposal } }),
      ).resolves.toMatchObject({ status: 'APPLYING' });
      await expect(
        client.call(acceptProposal, { body: { proposal_id: ids.proposal, revision: 2 } }),
      ).resolves.toMatchObject({ status: 'ACCEPTING', revision: 2 });
      await expectApiError(
        sessions.provider.client.call(updateProposal, {
          body: {
            proposal_id: ids.proposal,
            price_cents: 1_000,
            duration_days: 1,
            notes: '',
            milestones: [{ title: 'All', amount_cents: 1_000, due_date: '2030-03-01' }],
            payment_plan: 'upfront',
          },
        }),
        409,
        'INVALID_STATE_TRANSITION',
      );
      const { proposal, project } = await sessions.provider.client.call(confirmProposal, {
        body: { proposal_id: ids.proposal },
      });
      expect(proposal).toMatchObject({ status: 'ONGOING', project_id: project.id });
      expect(project.budget_cents).toBe(75_000);
      const { items } = await sessions.provider.client.call(searchRequests, { query: { keyword: word } });
      expect(items.map((item) => item.id)).toEqual([ids.dear]);
    });

    it('lets the provider withdraw an APPLYING proposal once, and not the client', async () => {
      const proposal = await sessions.provider.client.call(createProposal, {
        body: {
          request_id: ids.dear,
          price_cents: 90_000,
          duration_days: 10,
          milestones: [{ title: 'All of it', amount_cents: 90_000, due_date: '2030-04-01' }],
          payment_plan: 'on_completion',
        },
      });
      await expectApiError(
        sessions.client.client.call(withdrawProposal, { body: { proposal_id: proposal.id } }),
        403,
        'FORBIDDEN',
      );
      await expect(
        sessions.provider.client.call(withdrawProposal, { body: { proposal_id: proposal.id } }),
      ).resolves.toMatchObject({ status: 'CLOSED' });
      await expectApiError(
        sessions.provider.client.call(withdrawProposal, { body: { proposal_id: proposal.id } }),
        409,
        'INVALID_STATE_TRANSITION',
      );
    });
  });
}
