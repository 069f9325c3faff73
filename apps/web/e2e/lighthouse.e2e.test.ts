import { launch, type LaunchedChrome } from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumArgs, chromiumPath } from '../../../.ci/chromium.ts';
import { recordFigure } from '../../../.ci/lib/figures.mjs';
import { waitForApp } from './browser';
import { DEMO_PASSWORD } from './signin-helpers';
import { webUrl } from './server';

/**
 * Lighthouse budgets on the production build (mobile emulation, simulated throttling), as a new
 * visitor meets the public pages and as a signed-in user meets Projects. Scores drift with the
 * machine's load, so a page gets up to three runs and the best one is judged (Lighthouse's own
 * advice is to look at several runs rather than one). Decision 0700.
 *
 * The CPU is slowed to the same phone on every machine (decision 1960): Lighthouse's fixed 4x makes
 * a phone of whatever the host is, so a host half as fast (or as busy) audited a phone half as fast,
 * and /projects scored 0.99 on one machine and 0.70 on another for the same code. Before each audit
 * the host runs Lighthouse's own CPU benchmark, and the slowdown is its index over 1,000, the index
 * Chrome DevTools' calibration gives a mid-tier phone (a Pixel 5); 4x on a host of 4,000, as the
 * machines of 2026-11-26 and 2026-11-28 are, never below 1x.
 */
const budgets: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number> = {
  performance: 0.95,
  accessibility: 0.95,
  'best-practices': 0.9,
  seo: 1,
};
/** Largest Contentful Paint at most 2.0 s; no layout shift at all. */
const metricBudgets: Record<'largest-contentful-paint' | 'cumulative-layout-shift', number> = {
  'largest-contentful-paint': 2000,
  'cumulative-layout-shift': 0,
};
/**
 * Performance 0.95 everywhere (issues 18, 31 and 37), now that the emulated phone is the same on
 * every host. Projects, signed in, keeps an LCP of 3 s: its largest paint waits for its data after
 * the app starts. A provider's public profile is held to accessibility 100 (issue 31).
 */
const overrides: Record<
  string,
  { budgets?: Partial<typeof budgets>; metrics?: Partial<typeof metricBudgets> }
> = {
  '/projects': { metrics: { 'largest-contentful-paint': 3000 } },
  '/providers/ada': { budgets: { accessibility: 1 } },
};

/** A mid-tier phone's BenchmarkIndex by Chrome DevTools' CPU calibration (a Pixel 5). */
const PHONE_BENCHMARK_INDEX = 1000;

/** The CPU slowdown that makes this host, as fast as it is now, that phone (decision 1960). */
async function phoneSlowdown(): Promise<{ multiplier: number; hostIndex: number }> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  try {
    const hostIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    return { multiplier: Math.max(1, Math.round((hostIndex / PHONE_BENCHMARK_INDEX) * 10) / 10), hostIndex };
  } finally {
    await page.close();
    await browser.close();
  }
}

type Run = {
  slowdown: { multiplier: number; hostIndex: number };
  scores: Record<string, number>;
  metrics: Record<string, number>;
};

let chrome: LaunchedChrome;
beforeAll(async () => {
  chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--lang=en-US', ...chromiumArgs],
  });
  // The first page a fresh Chrome opens from a fresh server scored 0 (no paint within Lighthouse's
  // wait: the browser's and the preview server's first start), costing /home a second run every
  // time: one page opened first, unmeasured, takes that start.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(new URL('/home', webUrl()).toString());
  await waitForApp(page);
  await page.close();
  await browser.close();
}, 120_000);
afterAll(async () => {
  await chrome?.kill();
});

/** Signs the demo client in inside Lighthouse's Chrome, so the audit of a signed-in page finds a session. */
async function signInInLighthouseChrome() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(new URL('/signin', webUrl()).toString());
  await waitForApp(page);
  await page.getByLabel('Email').fill('client@lancer.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/projects');
  await page.close();
  await browser.close();
}

async function audit(path: string, signedIn: boolean): Promise<Run> {
  const slowdown = await phoneSlowdown();
  const result = await lighthouse(new URL(path, webUrl()).toString(), {
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown.multiplier },
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: Object.keys(budgets),
    // A signed-in audit keeps the session's local storage; a public page is met as a new visitor.
    disableStorageReset: signedIn,
    // LIGHTHOUSE_PROFILE=1 adds V8's sampling profiler to the kept trace: which functions the long tasks run.
    ...(process.env.LIGHTHOUSE_PROFILE
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  });
  const lhr = result?.lhr;
  // LIGHTHOUSE_REPORTS=1 keeps each report and its trace, to read where the time goes (test-results/lighthouse/).
  if (process.env.LIGHTHOUSE_REPORTS && lhr) {
    const folder = join(import.meta.dirname, '../../../test-results/lighthouse');
    mkdirSync(folder, { recursive: true });
    const name = join(folder, `${path.replace(/\W+/g, '-')}-${Date.now()}`);
    writeFileSync(`${name}.json`, JSON.stringify(lhr));
    writeFileSync(`${name}.trace.json`, JSON.stringify(result?.artifacts.Trace ?? null));
  }
  return {
    slowdown,
    scores: Object.fromEntries(Object.keys(budgets).map((key) => [key, lhr?.categories[key]?.score ?? 0])),
    metrics: Object.fromEntries(
      Object.keys(metricBudgets).map((key) => [key, lhr?.audits[key]?.numericValue ?? Infinity]),
    ),
  };
}

const budgetsOf = (path: string) => ({ ...budgets, ...overrides[path]?.budgets });
const metricsOf = (path: string) => ({ ...metricBudgets, ...overrides[path]?.metrics });

const meets = (path: string, run: Run) =>
  Object.entries(budgetsOf(path)).every(([key, minimum]) => (run.scores[key] ?? 0) >= minimum) &&
  Object.entries(metricsOf(path)).every(([key, maximum]) => (run.metrics[key] ?? Infinity) <= maximum);

describe('Lighthouse', () => {
  const pages = [
    { path: '/home', signedIn: false },
    { path: '/signin', signedIn: false },
    { path: '/providers/ada', signedIn: false },
    { path: '/projects', signedIn: true },
  ];
  for (const { path, signedIn } of pages) {
    it(`${path}${signedIn ? ' (signed in)' : ''} meets the budgets`, { timeout: 300_000 }, async () => {
      if (signedIn) await signInInLighthouseChrome();
      let best: Run | null = null;
      const runs: Run[] = [];
      const loadAtStart = loadavg();
      for (let run = 1; run <= 3; run += 1) {
        const current = await audit(path, signedIn);
        runs.push(current);
        console.log(`Lighthouse ${path} run ${run}:`, JSON.stringify(current));
        if (!best || (current.scores.performance ?? 0) >= (best.scores.performance ?? 0)) best = current;
        // LIGHTHOUSE_ALL_RUNS=1 makes all three runs, to measure the spread rather than gate.
        if (meets(path, best) && !process.env.LIGHTHOUSE_ALL_RUNS) break;
      }
      await recordFigure({
        what: `Lighthouse performance, ${path}`,
        number:
          `${runs.map((run) => run.scores.performance).join(', ')} ` +
          `(LCP ${runs.map((run) => ((run.metrics['largest-contentful-paint'] ?? 0) / 1000).toFixed(1)).join(', ')} s); ` +
          `CPU slowed ${runs.map((run) => run.slowdown.multiplier).join(', ')}x`,
        command: '`RECORD_FIGURES=1 LIGHTHOUSE_ALL_RUNS=1 npx vitest run --project lighthouse`',
        loadAverages: loadAtStart,
      });
      for (const [key, minimum] of Object.entries(budgetsOf(path))) {
        expect(best!.scores[key], `${path} ${key}`).toBeGreaterThanOrEqual(minimum);
      }
      for (const [key, maximum] of Object.entries(metricsOf(path))) {
        expect(best!.metrics[key], `${path} ${key}`).toBeLessThanOrEqual(maximum);
      }
    });
  }
});
