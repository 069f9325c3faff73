import { startProject } from '@lancer/api/contract-suite/start-project';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closeBrowser } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closeBrowser);

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

    await more.click();
    await expect.poll(() => list.getByRole('button').count()).toBe(total);
    await expect(more.count()).resolves.toBe(0);
    // The oldest project, on the second page, is there: the list was not cut.
    await list.getByText('E2E paging: project 1', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/e2e/list-paging-all-loaded.png' });
  });
});
