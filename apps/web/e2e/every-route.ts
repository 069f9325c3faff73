import type { Page, Request } from 'playwright';
import { expect } from 'vitest';

import { paths } from '../src/config/paths';
import { recordPageProblems, waitForApp } from './browser';
import { webUrl } from './server';
import { signInAs } from './signin-helpers';

/** Every route without a required parameter in its path (44), as a signed-in user opens it from the address bar. */
const routes = Object.values(paths)
  .map((route) => route.path.replace(/\/:\w+\?$/, ''))
  .filter((path) => !path.includes(':') && path !== '/')
  .map((path) => (path === paths.products.path ? `${path}/collaborators` : path));

/**
 * Routes that show every signed-in user who is not an administrator the same screen: the public
 * site (with the guest header) and the console (refused). The client's walk opens them; the
 * provider's leaves them out rather than open the same 14 screens again.
 */
const sameForEveryUser = new Set<string>([
  ...[paths.home, paths.signin, paths.about, paths.blogs, paths.career, paths.contact, paths.demo].map(
    (route) => route.path,
  ),
  paths.unsubscribe.path,
  ...routes.filter((path) => path.startsWith(paths.consoleOverview.path)),
]);

/**
 * What sticks out past the right edge of a 390 px screen: the page scrolls sideways. Named are the
 * innermost elements past the edge that no scrolling or clipping box holds (a wide table inside
 * its own scroller is fine), to say where.
 */
const overflowOf = () => {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return null;
  // Held by a box that scrolls or clips, counting only the boxes its containing block is inside of:
  // an absolutely positioned element (an sr-only label) escapes a scroller that is not positioned.
  const clippedByAncestor = (element: Element) => {
    let position = getComputedStyle(element).position;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (position === 'fixed') return false;
      const style = getComputedStyle(box);
      if (position === 'absolute' && style.position === 'static') continue;
      if (style.overflowX !== 'visible') return box.getBoundingClientRect().right <= width;
      position = style.position;
    }
    return false;
  };
  const isPast = (element: Element) =>
    element.getBoundingClientRect().right > width && !clippedByAncestor(element);
  const past = [...document.querySelectorAll('body *')].filter(
    (element) => isPast(element) && ![...element.children].some(isPast),
  );
  return `${document.documentElement.scrollWidth} px wide: ${past
    .slice(0, 3)
    .map(
      (element) =>
        `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').slice(0, 40)}" (right edge ${element.getBoundingClientRect().right.toFixed(1)} px)`,
    )
    .join(', ')}`;
};

/** The requests a page has started and not finished, kept up to date from now on. */
function requestsInFlight(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

/**
 * Waits until the screen has its data: no request in flight and the page's main thread idle (the
 * answers rendered, and whatever their rendering asked for in turn), the same twice over. This
 * replaces a wait for the network to be quiet for half a second, 35 s over both walks. Should a
 * request never be reported finished, that wait is still the fallback.
 */
async function untilSettled(page: Page, inFlight: Set<Request>) {
  const giveUpAt = Date.now() + 15_000;
  const idle = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  for (let quietChecks = 0; quietChecks < 2;) {
    if (Date.now() > giveUpAt) return page.waitForLoadState('networkidle');
    if (inFlight.size > 0) {
      quietChecks = 0;
      await new Promise((resolve) => setTimeout(resolve, 25));
      continue;
    }
    await idle();
    quietChecks = inFlight.size === 0 ? quietChecks + 1 : 0;
  }
}

// Trusted Types are enforced (decision 0718): a library that writes markup as a string throws on
// whichever screen uses it, and no story runs under that policy. This opens every screen as it is
// served, with its data, on a phone (issue 18: "nothing overflows" at 390 px), and fails on a page
// error, a console error, a policy violation or a page wider than the screen. The client and a
// provider see different screens behind the same routes (their projects, the provider hub, work).
// One file per user (every-route-*.e2e.test.ts), so the two run on the end-to-end step's two workers.
export async function openEveryRoute(email: string, { onlyPerUser = false } = {}) {
  const page = await signInAs(email, 'phone');
  const problems = recordPageProblems(page);
  const inFlight = requestsInFlight(page);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`policy violation: ${event.effectiveDirective} ${event.sample}`),
    ),
  );
  const walked = onlyPerUser ? routes.filter((route) => !sameForEveryUser.has(route)) : routes;
  expect(walked.length).toBeGreaterThan(onlyPerUser ? 25 : 40);
  for (const route of walked) {
    await page.goto(new URL(route, webUrl()).toString());
    await waitForApp(page);
    await untilSettled(page, inFlight);
    const overflow = await page.evaluate(overflowOf);
    if (overflow) problems.push(`${route}: ${overflow}`);
  }
  expect(problems).toEqual([]);
}
