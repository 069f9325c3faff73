import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { closeBrowser } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closeBrowser);

const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(tmpdir(), `s11-hire-${name}.png`), fullPage: true });

const title = `E2E: booking page ${Date.now()}`;

describe('hire against the real API', () => {
  it('a client posts a job with an attachment and sees it in Posts', async () => {
    const page = await signInAs('client@lancer.test');
    await page.goto(page.url().replace('/projects', '/post-job'));
    await page.getByRole('heading', { name: 'Post a job' }).waitFor();
    await page.getByLabel('Title').fill(title);
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Customers pick a stylist and a time; we confirm by email.');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Web development' }).click();
    const skills = page.getByRole('combobox', { name: 'Skills' });
    await skills.fill('Reac');
    await page.getByRole('option', { name: 'React' }).click();
    await page.getByLabel('Minimum').fill('500');
    await page.getByLabel('Maximum').fill('900');
    await page.getByRole('combobox', { name: 'Expected duration' }).click();
    await page.getByRole('option', { name: '1 to 4 weeks' }).click();
    const brief = path.join(tmpdir(), 's11-brief.pdf');
    writeFileSync(brief, '%PDF-1.4\n% a brief\n');
    await page.locator('input[type=file]').setInputFiles(brief);
    await page.getByRole('button', { name: 'Remove s11-brief.pdf' }).waitFor();
    // The draft survives a reload.
    await page.reload();
    await expect(page.getByLabel('Title').inputValue()).resolves.toBe(title);
    await page.getByRole('button', { name: 'Remove s11-brief.pdf' }).waitFor();
    await shot(page, 'post-job');
    await page.getByRole('button', { name: 'Post the job' }).click();
    await page.waitForURL('**/job-submitted/**');
    await page.getByRole('heading', { name: 'Your job is posted' }).waitFor();
    await page.getByText(title).waitFor();
    await shot(page, 'job-submitted');
    await page.getByRole('link', { name: 'See it in Posts' }).click();
    await page.waitForURL('**/posts');
    const card = page.getByRole('article', { name: title });
    await card.waitFor();
    await expect(card.getByRole('link', { name: 'Proposals: 0' }).count()).resolves.toBe(1);
    await shot(page, 'posts');
  });
});
