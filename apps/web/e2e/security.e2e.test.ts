import { afterAll, describe, expect, it } from 'vitest';

import { securityHeaders } from '../security-headers.ts';
import { closeBrowser, openPage, waitForApp } from './browser';
import { webUrl } from './server';

afterAll(closeBrowser);

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

  it('an injected inline script does not run and the violation is reported', async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(recordViolations);
    await page.goto(new URL('/home', webUrl()).toString());
    await waitForApp(page);
    // The page itself breaks no rule.
    expect(
      await page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations),
    ).toEqual([]);
    // What an injected string would try: a script element, and an event handler attribute.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = "script"';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/no-such-image.png" onerror="window.__injected = \'handler\'">';
      document.body.append(holder);
    });
    await page.waitForFunction(
      () => (window as unknown as { __violations: Violation[] }).__violations.length >= 2,
    );
    const result = await page.evaluate(() => ({
      injected: (window as unknown as { __injected?: string }).__injected ?? null,
      violations: (window as unknown as { __violations: Violation[] }).__violations,
    }));
    expect(result.injected).toBeNull();
    const enforced = result.violations.filter((violation) => violation.disposition === 'enforce');
    expect(enforced.map((violation) => violation.directive).sort()).toEqual([
      'script-src-attr',
      'script-src-elem',
    ]);
    expect(enforced.map((violation) => violation.blockedURI)).toEqual(['inline', 'inline']);
    await page.context().close();
  });

  it("the sign-in page raises only zod's probe for eval, which is refused (decision 0701)", async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(recordViolations);
    await page.goto(new URL('/signin', webUrl()).toString());
    await waitForApp(page);
    await page.getByLabel('Email').fill('client@lancer.test');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').waitFor();
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: Violation[] }).__violations,
    );
    for (const violation of violations.filter((item) => item.disposition === 'enforce')) {
      expect(violation).toMatchObject({ directive: 'script-src', blockedURI: 'eval' });
    }
    await page.context().close();
  });

  it('eval is refused and reported', async () => {
    const page = await openPage('about:blank');
    await page.addInitScript(recordViolations);
    await page.goto(new URL('/home', webUrl()).toString());
    await waitForApp(page);
    // A string timer compiles code the way eval does, in the page's own turn.
    await page.evaluate(() => setTimeout('window.__injected = "eval"', 0));
    await page.waitForFunction(
      () => (window as unknown as { __violations: Violation[] }).__violations.length >= 1,
    );
    const result = await page.evaluate(() => ({
      injected: (window as unknown as { __injected?: string }).__injected ?? null,
      violations: (window as unknown as { __violations: Violation[] }).__violations,
    }));
    expect(result.injected).toBeNull();
    expect(result.violations.filter((violation) => violation.disposition === 'enforce')).toEqual([
      { directive: 'script-src', blockedURI: 'eval', sample: '', disposition: 'enforce' },
    ]);
    await page.context().close();
  });
});
