import { describeError, type LancerClient } from './lancer.js';

const PAGE_SIZE = 100;

/**
 * Every open job post, page by page. search-requests counts its total only up to 1,000
 * (`total_capped`), so the loop stops on a short page, not at the total.
 */
export async function everyJob(lancer: LancerClient) {
  const jobs = [];
  for (let page = 1; ; page += 1) {
    const { data, error, response } = await lancer.GET('/api/request/search-requests', {
      params: { query: { scope: 'all', page, page_size: PAGE_SIZE } },
    });
    if (!data) throw new Error(`search-requests: ${describeError(error, response.status)}`);
    jobs.push(...data.items);
    if (data.items.length < PAGE_SIZE || (!data.total_capped && page * PAGE_SIZE >= data.total)) return jobs;
  }
}
