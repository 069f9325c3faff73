import { describe, expect, it } from 'vitest';

import { MAX_PAGE_SIZE } from '../constants';
import { createRequest, fetchRequest, searchRequests, updateRequest } from '../contract/request';
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

    it('changes only the fields an edit sends: a title-only edit keeps skills, currency, files and visibility', async () => {
      const posted = await sessions.client.client.call(createRequest, {
        body: {
          ...smallJob('Contract suite: partial edit'),
          skills: ['css', 'sass'],
          currency: 'EUR',
          visibility: 'invite_only',
        },
      });
      const edited = await sessions.client.client.call(updateRequest, {
        body: { request_id: posted.id, title: 'Contract suite: partial edit, renamed' },
      });
      const kept = (request: typeof posted) => {
        const { title: _title, updated_at: _updated, ...rest } = request;
        return rest;
      };
      expect(edited.title).toBe('Contract suite: partial edit, renamed');
      expect(kept(edited)).toEqual(kept(posted));
      const read = await sessions.client.client.call(fetchRequest, { query: { request_id: posted.id } });
      expect(kept(read)).toEqual(kept(posted));
    });
  });
}
