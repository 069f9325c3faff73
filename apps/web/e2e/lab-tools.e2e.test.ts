import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('lab tools against the real server and the fake AI endpoint', () => {
  it('generates an image that appears in my gallery, served by the API', async () => {
    const page = await signInAs('client@lancer.test', { at: '/image-generation' });
    await page.getByRole('heading', { name: 'Image generation', level: 1 }).waitFor();
    const prompt = `A lighthouse ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Prompt' }).fill(prompt);
    await page.getByRole('radio', { name: '256 × 256' }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    const gallery = page.getByRole('list', { name: 'My images' });
    const image = gallery.getByRole('img', { name: prompt });
    await image.waitFor({ timeout: 20_000 });
    // The fake answers a real 8×8 PNG; the browser decoded it from /api/files/<id>.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(8);
    const href = await gallery.getByRole('link', { name: `Download “${prompt}”` }).getAttribute('href');
    // A generated image is its maker's alone (FILE-ACCESS): a short-lived signed link.
    expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&signature=[\w-]+$/);
    await page.screenshot({ path: 'test-results/lab-image-generation.png' }).catch(() => undefined);
    await page.reload();
    await page.getByRole('list', { name: 'My images' }).getByRole('img', { name: prompt }).waitFor();
  });

  // proves: LAB-DEV-BOX-TIME-LIMIT
  it('runs a snippet in the dev box, stops an endless loop, and opens the AI developer code there', async () => {
    const page = await signInAs('client@lancer.test', { at: '/dev-box' });
    const code = page.getByRole('textbox', { name: 'Code' });
    await code.fill('const n: number = 6 * 7;\nconsole.log("answer", n);');
    await page.getByRole('radio', { name: 'TypeScript' }).click();
    await page.getByRole('button', { name: 'Run' }).click();
    const output = page.getByRole('log', { name: 'Console' });
    await output.getByText('answer 42').waitFor({ timeout: 20_000 });

    await code.fill('console.log("looping");\nwhile (true) {}');
    await page.getByRole('button', { name: 'Run' }).click();
    await output.getByText('looping').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByText('Stopped', { exact: true }).waitFor({ timeout: 2_000 });
    await code.fill('while (true) {}');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByText('Stopped: the time limit of 5 s was reached').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/lab-dev-box.png' }).catch(() => undefined);

    await page.goto(new URL('/ai-developer', page.url()).href);
    await page.getByRole('textbox', { name: 'Task' }).fill('Say hi');
    await page.getByRole('button', { name: 'Write the code' }).click();
    await page.getByRole('button', { name: 'Open in Dev box' }).click({ timeout: 20_000 });
    await page.waitForURL('**/dev-box');
    await expect(page.getByRole('textbox', { name: 'Code' })).toBeDefined();
    expect(await page.getByRole('textbox', { name: 'Code' }).inputValue()).toBe(
      'console.log("echo: Say hi");',
    );
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('log', { name: 'Console' }).getByText('echo: Say hi').waitFor({ timeout: 20_000 });
  });
});
