import { afterAll, describe, expect, it } from 'vitest';

import { closePages, openPage, recordPageProblems } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

const shot = (name: string) => `test-results/e2e/portfolio-${name}.png`;

describe("a provider's portfolio against the real API (decision 1370)", () => {
  it('Ada adds work with an image and a link on /work; a guest in a fresh browser sees it on her public profile', async () => {
    const title = `Portfolio e2e ${Date.now()}`;
    const page = await signInAs('ada@lancer.test', { at: '/work' });
    const section = page.locator('[data-slot=portfolio-editor]');
    // The demo seed's items are there already.
    await section.getByRole('list', { name: 'Your portfolio items' }).waitFor();
    await section.getByRole('button', { name: 'Add work' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add work to your portfolio' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('What you did').fill('A booking page for a climbing gym, built in a week.');
    await dialog.getByLabel('Link (optional)').fill('https://example.com/climbing-gym');
    // A 320×200 PNG drawn in the page, picked through the file input: uploaded at once.
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 200;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#0d9488';
      context.fillRect(0, 0, 320, 200);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const files = new DataTransfer();
      files.items.add(new File([blob], 'gym.png', { type: 'image/png' }));
      const input = document.querySelector<HTMLInputElement>('[role=dialog] input[type="file"]')!;
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await dialog.getByRole('img', { name: 'Image 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('heading', { name: title }).waitFor();
    await page.screenshot({ path: shot('work'), fullPage: true });

    // A guest, fresh browser: the public profile served by the API carries it (decision 1330).
    const raw = await (await fetch(new URL('/providers/ada', webUrl()))).text();
    expect(raw).toContain(title);
    const guest = await openPage('/providers/ada');
    const problems = recordPageProblems(guest);
    const portfolio = guest.getByRole('list', { name: 'Portfolio items' });
    const card = portfolio.getByRole('article').filter({ hasText: title });
    await card.getByRole('heading', { name: title }).waitFor();
    const image = card.getByRole('img', { name: `${title}, image 1 of 1` });
    await image.waitFor();
    // The stored image itself is served and decoded (not a broken picture).
    expect(
      await image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth)),
    ).toBe(320);
    const link = card.getByRole('link', { name: /example\.com\/climbing-gym/ });
    expect(await link.getAttribute('href')).toBe('https://example.com/climbing-gym');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    // The demo's items too (demo/review-seed.ts).
    await portfolio.getByRole('heading', { name: 'Booking dashboard for a chain of salons' }).waitFor();
    await guest.screenshot({ path: shot('guest'), fullPage: true });
    expect(problems).toEqual([]);
  });
});
