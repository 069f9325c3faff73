import { describe, expect, it } from 'vitest';

import { fetchProjects } from '../contract/project';
import { fetchProposals } from '../contract/proposal';
import { expectPagedWholly } from './paged-wholly';
import { type ContractSessions, expectApiError } from './session';
import { startProject } from './start-project';

/** The lists of projects and of the proposals that made them, read a page at a time. */
export function describeProjectPagingContract(sessions: ContractSessions) {
  describe('project: paging', () => {
    // proves: CALL-PAGING, LIST-LOAD-MORE
    it("pages the client's projects and the provider's proposals: each once, in order, one total", async () => {
      for (const n of [1, 2, 3]) await startProject(sessions, `Contract suite: paging ${n}`, 10_000 + n);
      await expectPagedWholly((page, page_size) =>
        sessions.client.client.call(fetchProjects, { query: { page, page_size } }),
      );
      await expectPagedWholly((page, page_size) =>
        sessions.provider.client.call(fetchProposals, { query: { scope: 'sent', page, page_size } }),
      );
    });

    // proves: CALL-PAGING, LIST-LOAD-MORE
    it('filters proposals by several statuses at once, paged, and names the allowed ones otherwise', async () => {
      const provider = sessions.provider.client;
      const inPlay = await provider.call(fetchProposals, {
        query: { scope: 'sent', status: 'APPLYING,ACCEPTING', page_size: 100 },
      });
      const all = await provider.call(fetchProposals, { query: { scope: 'sent', page_size: 100 } });
      expect(inPlay.items.map((proposal) => proposal.id)).toEqual(
        all.items
          .filter((proposal) => proposal.status === 'APPLYING' || proposal.status === 'ACCEPTING')
          .map((proposal) => proposal.id),
      );
      const ongoing = await provider.call(fetchProposals, { query: { scope: 'sent', status: 'ONGOING' } });
      expect(ongoing.total).toBeGreaterThanOrEqual(3);
      expect(ongoing.items.every((proposal) => proposal.status === 'ONGOING')).toBe(true);
      await expectApiError(
        provider.call(fetchProposals, { query: { scope: 'sent', status: 'APPLYING,WON' } }),
        400,
        'VALIDATION_FAILED',
        ['status'],
      );
    });
  });
}
