import { describe, expect, it } from 'vitest';

import { fetchProjects } from '../contract/project';
import type { ContractSessions } from './describe-contract';
import { startProject } from './start-project';

/**
 * Lists read a page at a time (CALL-PAGING) give every item once across their pages, in the order
 * of one big page, with the same total on each: what "Load more" on the screens relies on.
 */
export function describeProjectPagingContract(sessions: ContractSessions) {
  describe('project: paging', () => {
    // proves: CALL-PAGING, LIST-LOAD-MORE
    it('pages my projects: each once across pages of 2, in the order of one page of 100, one total', async () => {
      for (const n of [1, 2, 3]) await startProject(sessions, `Contract suite: paging ${n}`, 10_000 + n);
      const client = sessions.client.client;
      const all = await client.call(fetchProjects, { query: { page_size: 100 } });
      expect(all.total).toBeGreaterThanOrEqual(3);
      expect(all.items).toHaveLength(all.total);
      const pageCount = Math.ceil(all.total / 2);
      const pages = [];
      for (let page = 1; page <= pageCount; page += 1)
        pages.push(await client.call(fetchProjects, { query: { page, page_size: 2 } }));
      expect(pages.map((page) => [page.page, page.page_size, page.total])).toEqual(
        pages.map((_, index) => [index + 1, 2, all.total]),
      );
      expect(pages.flatMap((page) => page.items.map((project) => project.id))).toEqual(
        all.items.map((project) => project.id),
      );
      const past = await client.call(fetchProjects, { query: { page: pageCount + 1, page_size: 2 } });
      expect(past).toMatchObject({ items: [], total: all.total });
    });
  });
}
