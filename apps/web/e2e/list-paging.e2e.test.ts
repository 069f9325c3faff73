import { createRequest } from '@lancer/api/contract/request';
import { smallJob, startProject } from '@lancer/api/contract-suite/start-project';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('a list longer than a page (LIST-LOAD-MORE)', () => {
  // proves: LIST-LOAD-MORE
  it('Projects shows the first 20 of a client\'s projects and loads the rest on "Load more"', async () => {
    const sides = {
      client: { client: await apiClientFor('client@lancer.test') },
      provider: { client: await apiClientFor('ada@lancer.test') },
    };
    for (let n = 1; n <= 21; n += 1) await startProject(sides, `E2E paging: project ${n}`, 10_000 + n);

    const page = await signInAs('client@lancer.test');
    const list = page.getByRole('list', { name: 'My projects' });
    await expect.poll(() => list.getByRole('button').count()).toBe(20);
    const shown = page.getByText(/^Showing 20 of \d+$/);
    const total = Number((await shown.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(21);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e/list-paging-load-more.png' });

    // Other files on this server may have started projects for Grace too: one page more a click.
    for (let loaded = 20; loaded < total; loaded += 20) {
      await more.click();
      await expect.poll(() => list.getByRole('button').count()).toBe(Math.min(loaded + 20, total));
    }
    await expect(more.count()).resolves.toBe(0);
    // The oldest project, on the second page, is there: the list was not cut.
    await list.getByText('E2E paging: project 1', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e/list-paging-all-loaded.png' });
  });

  // proves: LIST-LOAD-MORE
  it('the request hub offers the jobs after the first 20 with "Load more"', async () => {
    const client = await apiClientFor('client@lancer.test');
    for (let n = 1; n <= 21; n += 1)
      await client.call(createRequest, { body: smallJob(`E2E paging: job ${n}`) });
    const page = await signInAs('client@lancer.test', { at: '/request-hub' });
    const shown = page.getByText(/^Showing 20 of \d+$/);
    await shown.waitFor();
    const total = Number((await shown.textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(21);
    await page.screenshot({ path: 'test-results/e2e/list-paging-request-hub.png' });
    await page.getByRole('button', { name: 'Load more' }).click();
    // Forty asked for; one fewer shows when a job posted meanwhile pushed the second page by one.
    const more = page.getByText(/^Showing (39|40) of \d+$/);
    await more.waitFor();
    const loaded = Number((await more.textContent())!.match(/^Showing (\d+)/)![1]);
    await page.getByRole('combobox', { name: 'Job' }).click();
    await expect.poll(() => page.getByRole('option').count()).toBe(loaded);
    await page.getByRole('option', { name: /^E2E paging: job 1 ·/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e/list-paging-request-hub-open.png' });
  });
});
