import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../client';
import { acceptProposal, confirmProposal } from '../contract/proposal';
import { signinWithEmailAndPassword } from '../contract/user';
import { DEMO_PASSWORD } from '../mocks/db/seed';
import { signedInOnly } from '../rules/signin-answer';
import { fetchProjectsQueryOptions } from '../project/fetch-projects';
import { operationMutationOptions } from '../react/operation-mutation';
import { confirmProposalAfterSuccess } from './confirm-proposal';
import { mockUserClient, setupMockServer } from '../mocks/test-server';

const baseUrl = 'http://hooks.test';
setupMockServer(baseUrl);

describe('area hooks', () => {
  it('refreshes the projects on screen once a proposal is confirmed', async () => {
    let tokens: { access_token: string; refresh_token: string } | null = null;
    const client = createApiClient({
      baseUrl,
      getTokens: () => tokens,
      setTokens: () => {},
      onLogout: () => {},
    });
    tokens = signedInOnly(
      await client.call(signinWithEmailAndPassword, {
        body: { email: 'ada_lovelace@example.com', password: DEMO_PASSWORD },
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    // Ada's project list is on screen; Grace has accepted her proposal on her open job.
    const projects = new QueryObserver(queryClient, fetchProjectsQueryOptions(client, {}));
    const unsubscribe = projects.subscribe(() => {});
    await vi.waitFor(() => expect(projects.getCurrentResult().data?.total).toBe(1));
    const grace = mockUserClient(baseUrl);
    await grace.call(acceptProposal, { body: { proposal_id: 'proposal-incoming' } });

    // The options useConfirmProposal builds.
    const mutation = new MutationObserver(
      queryClient,
      operationMutationOptions(client, queryClient, confirmProposal, confirmProposalAfterSuccess),
    );
    await mutation.mutate({ body: { proposal_id: 'proposal-incoming' } });
    expect(projects.getCurrentResult().data?.total).toBe(2);
    unsubscribe();
  });
});
