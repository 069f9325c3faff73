import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { startProject } from '@lancer/api/contract-suite/start-project';
import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { apiClientFor } from './api-client';
import { closePages } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

async function openProject(page: Page, title: string) {
  await page.goto(new URL('/projects', page.url()).toString());
  await page
    .getByRole('list', { name: 'My projects' })
    .getByRole('button', { name: new RegExp(title) })
    .click();
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
}

/** Opens the milestone's "See the proof" link as the browser would: its bytes and cache header. */
async function openProof(page: Page) {
  const href = await page.getByRole('link', { name: 'See the proof' }).getAttribute('href');
  expect(href).toMatch(/^\/api\/files\/[\w-]+\?expires=\d+&signature=[\w-]+$/);
  const answer = await page.request.get(new URL(href!, page.url()).toString());
  return {
    href: href!,
    status: answer.status(),
    type: answer.headers()['content-type'],
    cache: answer.headers()['cache-control'],
  };
}

describe('files open for those allowed, against the real API', () => {
  // proves: FILE-ACCESS
  it('the client uploads a proof of payment; the client and the provider open it from "See the proof", a guest gets 404', async () => {
    const title = `E2E: a receipt ${Date.now()}`;
    const sides = {
      client: { client: await apiClientFor('client@lancer.test') },
      provider: { client: await apiClientFor('ada@lancer.test') },
    };
    await startProject(sides, title, 12_000);

    const client = await signInAs('client@lancer.test');
    await openProject(client, title);
    await client.getByTestId('milestone-1').getByRole('button', { name: 'Fund' }).click();
    const fund = client.getByRole('dialog', { name: 'Fund “The fix”' });
    await fund.getByRole('radio', { name: 'Upload a proof of payment' }).check();
    const receipt = path.join(tmpdir(), 'e2e-receipt.pdf');
    writeFileSync(receipt, '%PDF-1.4\n% a bank receipt\n');
    await fund.getByLabel('Proof of payment (PNG, JPEG, WebP or PDF)').setInputFiles(receipt);
    await fund.getByRole('button', { name: /^Fund / }).click();
    await client.getByText('Proof uploaded: waiting for the provider to confirm.').waitFor();
    const payer = await openProof(client);
    expect(payer).toMatchObject({
      status: 200,
      type: 'application/pdf',
      cache: expect.stringMatching(/^private, max-age=\d+$/),
    });

    const provider = await signInAs('ada@lancer.test');
    await openProject(provider, title);
    await expect(openProof(provider)).resolves.toMatchObject({ status: 200, type: 'application/pdf' });

    // Without the link's signature, and without a token: as if there were no such file.
    const guest = await fetch(new URL(payer.href.split('?')[0]!, webUrl()));
    expect(guest.status).toBe(404);
  });
});
