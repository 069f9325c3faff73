import { createRequest, fetchRequest } from '@lancer/api/contract/request';
import { smallJob } from '@lancer/api/contract-suite/start-project';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages, recordPageProblems } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e/console-content-${name}.png`, fullPage: true });

describe('the console hides and restores a job post without a report (decision 1541)', () => {
  // proves: HIDE-RESTORE
  it("finds Lin's post, hides it with a reason (others no longer find it), restores it; the audit log holds both", async () => {
    const lin = await apiClientFor('lin@lancer.test');
    const ada = await apiClientFor('ada@lancer.test');
    const title = `E2E: a post the console hides ${Date.now()}`;
    const post = await lin.call(createRequest, { body: smallJob(title) });

    const admin = await signInAs('admin@lancer.test');
    const problems = recordPageProblems(admin);
    await admin.getByRole('button', { name: 'Console' }).hover();
    await admin.getByRole('menuitem', { name: 'Job posts and reviews' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Job posts and reviews' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search job posts and reviews' }).fill(title);
    await admin.getByRole('button', { name: 'Search', exact: true }).click();
    const list = admin.getByRole('list', { name: 'Job posts found' });
    const card = list.getByRole('article').filter({ hasText: title });
    await card.waitFor();
    await expect(list.getByRole('article').count()).resolves.toBe(1);

    const reason = 'Asks to be paid by bank transfer outside Lancer.';
    await card.getByRole('button', { name: 'Hide the job post…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide the job post' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await card.getByText(`: ${reason}`, { exact: false }).waitFor();
    await shot(admin, 'hidden');
    // HIDDEN-JOB-POST: gone for everyone but its client and administrators.
    await expect(ada.call(fetchRequest, { query: { request_id: post.id } })).rejects.toMatchObject({
      status: 404,
    });

    await card.getByRole('button', { name: 'Restore the job post' }).click();
    await card.getByRole('button', { name: 'Hide the job post…' }).waitFor();
    await expect(ada.call(fetchRequest, { query: { request_id: post.id } })).resolves.toMatchObject({
      id: post.id,
    });

    await admin.getByRole('button', { name: 'Console' }).hover();
    await admin.getByRole('menuitem', { name: 'Audit log' }).click();
    const log = admin.getByRole('table', { name: 'Audit log' });
    const hidden = log.getByRole('row').filter({ hasText: reason });
    await hidden.first().waitFor();
    await expect(hidden.count()).resolves.toBe(1);
    await expect(hidden.first().textContent()).resolves.toContain('Hid a job post');
    await log.getByRole('row').filter({ hasText: 'Restored a job post' }).first().waitFor();
    await shot(admin, 'audit-log');
    expect(problems).toEqual([]);
  });
});
