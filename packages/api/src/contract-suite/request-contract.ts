import { describe, expect, it } from 'vitest';

import { MAX_PAGE_SIZE } from '../constants';
import { searchRequests } from '../contract/request';
import type { ContractSessions } from './describe-contract';
import { expectApiError } from './session';

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
  });
}
