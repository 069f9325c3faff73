import type { Page } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';

import { securityHeaders } from '../security-headers.ts';
import { closePages, openPage, waitForApp } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

afterAll(closePages);

type Violation = { directive: string; blockedURI: string; sample: string; disposition: string };

/** Collects the page's CSP violation events (what a report-to endpoint would receive). */
const recordViolations = `
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__violations.push({
      directive: event.effectiveDirective,
      blockedURI: event.blockedURI,
      sample: event.sample,
      disposition: event.disposition,
    });
  });
`;

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

/** Once `count` violations are in: nothing injected ran, and each was enforced, not just reported. */
async function refusedInjection(page: Page, count: number) {
  await page.waitForFunction(
    (expected) => (window as unknown as { __violations: Violation[] }).__violations.length >= expected,
    count,
  );
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: string }).__injected ?? null),
  ).toBeNull();
  const violations = await violationsOf(page);
  expect(violations.every((violation) => violation.disposition === 'enforce')).toBe(true);
  return violations;
}

describe('the served app is locked down (decision 0701)', () => {
  it('sends the security headers on pages and on the SPA fallback', async () => {
    for (const path of ['/home', '/signin', '/projects', '/no-such-page']) {
      const response = await fetch(new URL(path, webUrl()), { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc?.trim()).toBe("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('an injected string becomes neither markup nor script, and the violations are reported (decisions 0701, 0718)', async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(recordViolations);
    await page.goto(new URL('/home', webUrl()).toString());
    await waitForApp(page);
    // The page itself breaks no rule.
    expect(await violationsOf(page)).toEqual([]);
    // What an injected string would try: markup with an event handler, and a script element's text.
    // Trusted Types refuse both writes. Then markup that one of the allowed policies passed as it
    // was (ProseMirror's clipboard policy does): the CSP still refuses its inline handler.
    const refused = await page.evaluate(() => {
      const handler = '<img src="/no-such-image.png" onerror="window.__injected = \'handler\'">';
      const holder = document.createElement('div');
      document.body.append(holder);
      const refusals: string[] = [];
      const attempt = (name: string, write: () => void) => {
        try {
          write();
        } catch (error) {
          if (error instanceof TypeError) refusals.push(name);
        }
      };
      attempt('innerHTML', () => {
        holder.innerHTML = handler;
      });
      attempt('script text', () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = "script"';
        document.body.append(script);
      });
      const policy = (
        window as unknown as {
          trustedTypes: { createPolicy(name: string, rules: object): { createHTML(input: string): string } };
        }
      ).trustedTypes.createPolicy('ProseMirrorClipboard', { createHTML: (input: string) => input });
      holder.innerHTML = policy.createHTML(handler);
      return refusals;
    });
    expect(refused).toEqual(['innerHTML', 'script text']);
    const violations = await refusedInjection(page, 3);
    expect(violations.map((violation) => violation.directive).sort()).toEqual([
      'require-trusted-types-for',
      'require-trusted-types-for',
      'script-src-attr',
    ]);
    await page.context().close();
  });

  it('the pages that show HTML or start a worker work under Trusted Types, with no violation (decision 0718)', async () => {
    const page = await signInAs('ada@lancer.test');
    await page.addInitScript(recordViolations);
    // The rich text editor: its starting HTML, typing, and its styles.
    await page.goto(page.url().replace('/projects', '/personal'));
    const editor = page.getByRole('textbox', { name: 'Self-intro text' });
    await editor.click();
    await page.keyboard.type(' Trusted.');
    await expect.poll(() => editor.textContent()).toContain('Trusted.');
    expect(await editor.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('break-spaces');
    expect(await violationsOf(page)).toEqual([]);
    // A blog post's HTML, sanitised again on its way in.
    await page.goto(new URL('/blogs/welcome-to-lancer', webUrl()).toString());
    await page.locator('[data-slot="post-body"] p').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
    // The dev box's worker, started from its trusted address.
    await page.goto(new URL('/dev-box', webUrl()).toString());
    await page.getByRole('textbox', { name: 'Code' }).fill('console.log("trusted", 6 * 7);');
    await page.getByRole('button', { name: 'Run' }).click();
    await page.getByRole('log', { name: 'Console' }).getByText('trusted 42').waitFor({ timeout: 20_000 });
    expect(await violationsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('the sign-in page raises no violation, zod included: the app runs it without compiled parsers (decision 0718)', async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(recordViolations);
    await page.goto(new URL('/signin', webUrl()).toString());
    await waitForApp(page);
    await page.getByLabel('Email').fill('client@lancer.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The password step validates with zod, loaded with it.
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText("Password doesn't match").waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await page.context().close();
  });

  it('a string to run is refused by Trusted Types, and one a policy passed by the CSP, both reported (decisions 0701, 0718)', async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(recordViolations);
    await page.goto(new URL('/home', webUrl()).toString());
    await waitForApp(page);
    // A string timer compiles code the way eval does, in the page's own turn.
    const refused = await page.evaluate(() => {
      const code = 'window.__injected = "eval"';
      const refusals: string[] = [];
      try {
        setTimeout(code, 0);
      } catch (error) {
        if (error instanceof TypeError) refusals.push('string');
      }
      const policy = (
        window as unknown as {
          trustedTypes: {
            createPolicy(name: string, rules: object): { createScript(input: string): string };
          };
        }
      ).trustedTypes.createPolicy('lancer-dev-box-worker', { createScript: (input: string) => input });
      setTimeout(policy.createScript(code), 0);
      return refusals;
    });
    expect(refused).toEqual(['string']);
    const violations = await refusedInjection(page, 2);
    expect(violations.map(({ directive, blockedURI }) => `${directive} ${blockedURI}`).sort()).toEqual([
      'require-trusted-types-for trusted-types-sink',
      'script-src eval',
    ]);
    await page.context().close();
  });
});
