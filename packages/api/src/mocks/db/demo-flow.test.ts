import { describe, expect, it } from 'vitest';

import { acceptProposal, fetchProposals } from '../../contract/proposal';
import { createRequest, searchRequests } from '../../contract/request';
import { resetMockDb } from './store';
import { setupMockServer } from '../test-server';

const { client } = setupMockServer('http://demo.test');

describe('stateful mock mode', () => {
  it('walks a whole flow alone: post a job, see it in posts, receive a proposal, accept it', async () => {
    const job = await client.call(createRequest, {
      body: {
        title: 'Photograph a menu',
        description_html: '<p>20 dishes.</p>',
        category: 'Photography',
        budget_type: 'fixed',
        budget_min_cents: 20_000,
        budget_max_cents: 30_000,
        expected_duration: 'less_than_1_week',
      },
    });
    const posts = await client.call(searchRequests, { query: { scope: 'mine' } });
    expect(posts.items[0]).toMatchObject({ id: job.id, status: 'RECRUITING', proposal_count: 1 });

    const received = await client.call(fetchProposals, { query: { scope: 'received', request_id: job.id } });
    expect(received.total).toBe(1);
    const proposal = received.items[0]!;
    expect(proposal.milestones.reduce((sum, milestone) => sum + milestone.amount_cents, 0)).toBe(
      proposal.price_cents,
    );

    await expect(client.call(acceptProposal, { body: { proposal_id: proposal.id } })).resolves.toMatchObject({
      status: 'ACCEPTING',
    });
  });

  it('starts from the same seed after a reset', async () => {
    await client.call(createRequest, {
      body: {
        title: 'x',
        description_html: 'y',
        category: 'z',
        budget_type: 'hourly',
        budget_min_cents: 1,
        budget_max_cents: 2,
        expected_duration: 'less_than_1_week',
      },
    });
    resetMockDb();
    const posts = await client.call(searchRequests, { query: { scope: 'mine' } });
    expect(posts.items.map((request) => request.id)).toEqual([
      'request-open',
      'request-ongoing',
      'request-done',
    ]);
  });
});
