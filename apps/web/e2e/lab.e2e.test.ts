import { afterAll, describe, expect, it } from 'vitest';

import { closePages } from './browser';
import { signInAs } from './signin-helpers';

afterAll(closePages);

describe('lab against the real API and the fake AI endpoint', () => {
  // proves: ROUTE-LAB, LAB-STREAM-STOP
  it('streams a multi-turn chat reply and keeps the conversation', async () => {
    const page = await signInAs('client@lancer.test', { at: '/multiturn-chat' });
    await page.getByRole('button', { name: 'New chat' }).first().click();
    await page.getByText('Ask anything to start.').waitFor();
    await page.getByRole('textbox', { name: 'Message' }).fill('Plan my salon site');
    await page.keyboard.press('Enter');
    await page.getByText('echo: Plan my salon site').waitFor();
    // The conversation took its first message as its title.
    await page.getByRole('button', { name: 'Plan my salon site', exact: true }).waitFor();
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: process.env.E2E_SCREENSHOTS });
  });

  // proves: ROUTE-MACHINE-TRANSLATION
  it('translates a text, the source kept', async () => {
    const page = await signInAs('client@lancer.test', { at: '/machine-translation' });
    await page.getByLabel('Text to translate').fill('hello');
    await page.getByRole('button', { name: 'Translate' }).click();
    await page.getByText('echo: hello').waitFor();
    expect(await page.getByLabel('Text to translate').inputValue()).toBe('hello');
  });

  // proves: LAB-TRANSLATE-IN-PLACE
  it('translates a chat message in place and shows the original again', async () => {
    const page = await signInAs('client@lancer.test');
    await page.getByRole('button', { name: /^Messages/ }).click();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    await list.getByRole('button').first().click();
    const log = page.getByRole('log', { name: 'Messages' });
    const translate = log.getByRole('button', { name: 'Translate' }).first();
    await translate.click();
    await log
      .getByText(/^echo: /)
      .first()
      .waitFor();
    await log.getByRole('button', { name: 'Show original' }).first().click();
    expect(await log.getByText(/^echo: /).count()).toBe(0);
  });

  // proves: LAB-TRANSLATE-IN-PLACE
  it('translates a job post (title and description) in place on /jobs and shows the original again', async () => {
    const page = await signInAs('ada@lancer.test', { at: '/jobs' });
    const first = page
      .getByRole('region', { name: /jobs?$/ })
      .getByRole('heading', { level: 3 })
      .first();
    const title = (await first.textContent())!.trim();
    await page.getByRole('button', { name: title, exact: true }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('heading', { name: title, exact: true }).waitFor();
    const description = sheet.getByTestId('job-description');
    const original = (await description.innerHTML()).trim();
    await sheet.getByRole('button', { name: 'Translate' }).click();
    // The fake AI answers "echo: " and the text: the title and the description each went through it.
    await sheet.getByRole('heading', { name: `echo: ${title}`, exact: true }).waitFor();
    expect(await description.textContent()).toMatch(/^echo: /);
    expect(await description.getAttribute('lang')).toBe('zh');
    await page.screenshot({ path: '/tmp/e2e-lab-job-translated.png' });
    await sheet.getByRole('button', { name: 'Show original' }).click();
    await sheet.getByRole('heading', { name: title, exact: true }).waitFor();
    expect((await description.innerHTML()).trim()).toBe(original);
  });
});
