import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { projectDetailSchema } from '@lancer/api/schemas/project';

import { call, type TestApp } from '../helpers/test-app';
import { jobBody, ok, proposalBody, threeParties } from '../helpers/start-project';

describe('proposals (PROPOSAL-STATES)', () => {
  let app: TestApp;
  let client: string;
  let provider: string;
  let stranger: string;
  beforeAll(async () => {
    ({ app, client, provider, stranger } = await threeParties());
  });
  afterAll(() => app.close());

  // proves: PROPOSAL-STATES, PROJECT-STATES, REQUEST-STATES
  it('walks a proposal APPLYING -> ACCEPTING -> ONGOING and starts the project in one step', async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody());
    const sum = await call(app, 'POST', '/api/proposal/create-proposal', {
      token: provider,
      body: proposalBody(request.id, { price_cents: 1 }),
    });
    expect(sum.body.error.fields.milestones).toBe('The milestones must add up to the price');
    const own = await call(app, 'POST', '/api/proposal/create-proposal', {
      token: client,
      body: proposalBody(request.id),
    });
    expect(own.status).toBe(403);

    const proposal = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    expect(proposal).toMatchObject({ status: 'APPLYING', request_title: request.title, project_id: null });
    expect(
      (
        await call(app, 'POST', '/api/proposal/create-proposal', {
          token: provider,
          body: proposalBody(request.id),
        })
      ).status,
    ).toBe(409);
    const seen = await call(app, 'GET', '/api/request/fetch-request', {
      token: provider,
      query: { request_id: request.id },
    });
    expect(seen.body).toMatchObject({ proposal_count: 1, my_proposal_id: proposal.id });

    // Strangers cannot see it; each side only takes its own actions.
    expect(
      (
        await call(app, 'GET', '/api/proposal/fetch-proposal', {
          token: stranger,
          query: { proposal_id: proposal.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(app, 'POST', '/api/proposal/accept-proposal', {
          token: provider,
          body: { proposal_id: proposal.id },
        })
      ).status,
    ).toBe(403);
    const early = await call(app, 'POST', '/api/proposal/confirm-proposal', {
      token: provider,
      body: { proposal_id: proposal.id },
    });
    expect(early.body.error.code).toBe('INVALID_STATE_TRANSITION');

    const received = await call(app, 'GET', '/api/proposal/fetch-proposals', {
      token: client,
      query: { scope: 'received', request_id: request.id },
    });
    expect(received.body.items.map((p: { id: string }) => p.id)).toEqual([proposal.id]);

    await ok(app, '/api/proposal/accept-proposal', client, { proposal_id: proposal.id });
    const withdraw = await call(app, 'POST', '/api/proposal/withdraw-proposal', {
      token: provider,
      body: { proposal_id: proposal.id },
    });
    expect(withdraw.body.error.code).toBe('INVALID_STATE_TRANSITION');
    const confirmed = await ok(app, '/api/proposal/confirm-proposal', provider, {
      proposal_id: proposal.id,
    });
    expect(confirmed.proposal).toMatchObject({ status: 'ONGOING', project_id: confirmed.project.id });
    expect(confirmed.project).toMatchObject({
      status: 'ONGOING',
      budget_cents: 80_000,
      milestone_count: 2,
      paid_cents: 0,
    });
    const after = await call(app, 'GET', '/api/request/fetch-request', {
      token: client,
      query: { request_id: request.id },
    });
    expect(after.body.status).toBe('ONGOING');

    const detail = await call(app, 'GET', '/api/project/fetch-project', {
      token: provider,
      query: { project_id: confirmed.project.id },
    });
    expect(projectDetailSchema.parse(detail.body).milestones.map((m) => [m.position, m.status])).toEqual([
      [1, 'PENDING'],
      [2, 'PENDING'],
    ]);
    expect(
      (
        await call(app, 'GET', '/api/project/fetch-project', {
          token: stranger,
          query: { project_id: confirmed.project.id },
        })
      ).status,
    ).toBe(403);
    const list = await call(app, 'GET', '/api/project/fetch-projects', { token: stranger });
    expect(list.body.total).toBe(0);
  });

  // proves: PROPOSAL-STATES
  it('rejects and withdraws proposals, only from APPLYING', async () => {
    const request = await ok(app, '/api/request/create-request', client, jobBody());
    const first = await ok(app, '/api/proposal/create-proposal', provider, proposalBody(request.id));
    const second = await ok(app, '/api/proposal/create-proposal', stranger, proposalBody(request.id));
    const rejected = await ok(app, '/api/proposal/reject-proposal', client, {
      proposal_id: first.id,
      reason: 'Too slow',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', reject_reason: 'Too slow' });
    expect(
      (
        await call(app, 'POST', '/api/proposal/withdraw-proposal', {
          token: client,
          body: { proposal_id: second.id },
        })
      ).status,
    ).toBe(403);
    expect(
      (await ok(app, '/api/proposal/withdraw-proposal', stranger, { proposal_id: second.id })).status,
    ).toBe('CLOSED');
    const sent = await call(app, 'GET', '/api/proposal/fetch-proposals', {
      token: provider,
      query: { status: 'REJECTED' },
    });
    expect(sent.body.items.map((p: { id: string }) => p.id)).toEqual([first.id]);
  });
});
