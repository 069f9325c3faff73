import { describe, expect, it } from 'vitest';

import { MAX_PAGE_SIZE } from '../constants';
import { createRequest, searchRequests } from '../contract/request';
import { expectPagedWholly } from './paged-wholly';
import { smallJob } from './start-project';
import { type ContractSessions, expectApiError } from './session';

/** The request area's reads: paging limits (posting, editing and proposing are in flows/). */
export function describeRequestContract(sessions: ContractSessions) {
  describe('request', () => {
    it('pages lists and refuses a page size above the maximum with a field message', async () => {
      const page = await sessions.provider.client.call(searchRequests, { query: { page_size: 1 } });
      expect(page.items.length).toBeLessThanOrEqual(1);
      await expectApiError(
        sessions.provider.client.call(searchRequests, { query: { page_size: MAX_PAGE_SIZE + 1 } }),
        400,
        'VALIDATION_FAILED',
        ['page_size'],
      );
    });

    // proves: CALL-PAGING, LIST-LOAD-MORE
    it("pages the client's own jobs: each once across pages of 2, in order, one total", async () => {
      for (const n of [1, 2, 3]) {
        await sessions.client.client.call(createRequest, {
          body: smallJob(`Contract suite: paging job ${n}`),
        });
      }
      await expectPagedWholly((page, page_size) =>
        sessions.client.client.call(searchRequests, { query: { scope: 'mine', page, page_size } }),
      );
    });
  });
}
