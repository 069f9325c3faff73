import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumLaunchOptions } from '../chromium.ts';
import { serveFolder } from './serve-folder.ts';

/**
 * The built Storybook as a reviewer opens it (issue 35): `storybook build`, served as a static
 * host serves it, has a docs page for every @lancer/ui guide and the Start here, Getting started,
 * Theming and Contributing pages; and every docs page whose Markdown has a table shows that many
 * tables in Chromium and no line of raw pipes (what the pages showed while the docs were compiled
 * without GitHub-flavoured Markdown). .ci/docs-markdown.test.ts checks the same in a second from
 * the MDX sources; this checks what the build really renders.
 *
 * And every story's play holds in that build (issue 52): the stories project runs the plays in
 * Vitest's frame, this runs them in the frame a reviewer's Storybook shows, so a play that depends
 * on the frame (its chunks, the service worker, another tab) fails here first.
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

type IndexEntry = { id: string; type: 'docs' | 'story'; importPath: string };

let out: string;
let server: Server;
let origin: string;
let browser: Browser;
let docs: IndexEntry[];
let stories: IndexEntry[];

/** How many Markdown tables a page's source has: their header separator rows, code left out. */
function tablesIn(source: string) {
  const outsideCode = source.replace(/```[\s\S]*?```/g, '');
  return outsideCode.split('\n').filter((line) => /^\s*\|?\s*:?-{3,}:?\s*\|/.test(line)).length;
}

const sourceOf = (entry: IndexEntry) => readFileSync(path.join(root, entry.importPath), 'utf8');

beforeAll(async () => {
  out = mkdtempSync(path.join(tmpdir(), 'lancer-storybook-'));
  await run(path.join(root, 'node_modules/.bin/storybook'), ['build', '-o', out, '--quiet'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const index = JSON.parse(readFileSync(path.join(out, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  server = serveFolder(out).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('the built Storybook docs pages', () => {
  it('has a page for every ui guide and the four pages a reviewer and a consumer start from', () => {
    const built = new Set(docs.map((entry) => entry.importPath.replace(/^\.\//, '')));
    const guides = readdirSync(path.join(root, 'packages/ui/src/components'))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => `packages/ui/src/components/${file}`);
    expect(guides.length).toBeGreaterThan(50);
    const starts = ['introduction', 'getting-started', 'theming', 'contributing'].map(
      (page) => `.storybook/docs/${page}.mdx`,
    );
    expect([...guides, ...starts].filter((page) => !built.has(page))).toEqual([]);
  });

  it('renders every Markdown table as a table, no line of raw pipes', async () => {
    const withTables = docs
      .filter((entry) => entry.importPath.endsWith('.mdx'))
      .map((entry) => ({ entry, tables: tablesIn(sourceOf(entry)) }))
      .filter(({ tables }) => tables > 0);
    expect(withTables.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    const context = await browser.newContext();
    await context.addInitScript(tapPlays);
    // Two tabs at a time: the machine's two cores. Each opens its first page at its address and
    // the next ones in the same frame, as the sidebar does (a second a page less than loading the
    // frame again for each).
    const queue = [...withTables];
    await Promise.all(
      [0, 1].map(async () => {
        const page = await context.newPage();
        for (let next = queue.shift(), first = true; next; next = queue.shift(), first = false) {
          const id = JSON.stringify(next.entry.id);
          if (first) await page.goto(`${origin}/iframe.html?viewMode=docs&id=${next.entry.id}`);
          else await page.evaluate(`window.__lancerShow(${id}, 'docs')`);
          await page.waitForFunction(`window.__lancerDocs.has(${id})`, undefined, { polling: 10 });
          const content = page.locator('.sbdocs-content');
          await content.waitFor();
          // The docs render after the network is idle on a loaded machine: give the last table time
          // to come (a page that never renders it still fails below).
          await content
            .locator('table')
            .nth(next.tables - 1)
            .waitFor({ timeout: 10_000 })
            .catch(() => {});
          const shown = await content.locator('table').count();
          const rawPipes = (await content.innerText())
            .split('\n')
            .filter((line) => /^\s*\|.*\|\s*$/.test(line));
          if (shown < next.tables || rawPipes.length > 0)
            wrong.push(
              `${next.entry.importPath}: ${shown} of ${next.tables} tables${rawPipes.length ? `, raw: ${rawPipes[0]}` : ''}`,
            );
        }
        await page.close();
      }),
    );
    await context.close();
    expect(wrong).toEqual([]);
  }, 300_000);
});

/** How long one story may take to render and play. */
const storyTimeout = 30_000;

/**
 * Runs in every document of the frame, before Storybook: taps its channel as Storybook sets it up
 * and keeps each story's outcome in `__lancerPlays` ('passed', or why not); `__lancerPlay(id)`
 * selects a story as the sidebar does, `__lancerShow(id, 'docs')` a docs page, whose id joins
 * `__lancerDocs` once rendered. Strings, not functions: nothing of the test's transform reaches
 * the page.
 */
const tapPlays = `(() => {
  const plays = {};
  let current = new URLSearchParams(location.search).get('id');
  let error = '';
  let channel;
  const settle = (outcome) => { if (current && !(current in plays)) plays[current] = outcome; };
  const message = (e) => String(e?.message ?? e).split('\\n')[0].slice(0, 300);
  Object.defineProperty(window, '__lancerPlays', { value: plays });
  const docs = new Set();
  Object.defineProperty(window, '__lancerDocs', { value: docs });
  Object.defineProperty(window, '__lancerPlay', { value: (id) => {
    current = id; error = ''; delete plays[id];
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  } });
  Object.defineProperty(window, '__lancerShow', { value: (id, viewMode) => {
    channel.emit('setCurrentStory', { storyId: id, viewMode });
  } });
  Object.defineProperty(window, '__lancerError', { get: () => error });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', { configurable: true, get: () => channel, set: (value) => {
    channel = value;
    channel.on('playFunctionThrewException', (e) => (error = 'play threw: ' + message(e)));
    channel.on('storyThrewException', (e) => (error = 'threw: ' + message(e)));
    channel.on('storyErrored', (e) => settle('errored: ' + [e?.title, e?.description].filter(Boolean).join(' ').slice(0, 300)));
    channel.on('storyMissing', () => settle('missing from the build'));
    channel.on('docsRendered', (id) => docs.add(id));
    channel.on('storyFinished', (e) => {
      if (e.storyId !== current) return;
      settle(e.status === 'success' ? 'passed' : error || e.status + ': ' + JSON.stringify(e.reporters).slice(0, 300));
    });
  } });
})();`;

/** The frame at a story, as opening the story's own address loads it. */
const storyUrl = (id: string) =>
  // Axe is the stories project's: the build's a11y panel is left to run by hand.
  `${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;

/**
 * Plays one story in the tab: selected in the frame already open, or (in a fresh tab) opened at
 * its address. Returns '' when its play passed, otherwise why not. A story that loads another
 * document into the frame, does not finish or takes the page down leaves the tab broken: the
 * caller closes it and plays the next story in a fresh one.
 */
async function play(page: Page, id: string, fresh: boolean): Promise<{ failure: string; broken: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  let onLoad = () => {};
  try {
    if (fresh) await page.goto(storyUrl(id), { timeout: storyTimeout });
    else await page.evaluate(`window.__lancerPlay(${JSON.stringify(id)})`);
    return await Promise.race([
      page
        // Looked for every 10 ms: a story plays in ~0.3 s, so every 100 ms left its tab idle for
        // a sixth of the step on average, waiting to see an outcome already there.
        .waitForFunction(`window.__lancerPlays[${JSON.stringify(id)}]`, undefined, {
          timeout: 0,
          polling: 10,
        })
        .then(async (handle) => {
          const outcome = (await handle.jsonValue()) as string;
          return { failure: outcome === 'passed' ? '' : outcome, broken: false };
        })
        .catch((error: unknown) => ({ failure: `${error}`.split('\n')[0]!, broken: true })),
      new Promise<{ failure: string; broken: boolean }>((resolve) => {
        onLoad = () =>
          resolve({ failure: `loaded another document into the frame (${page.url()})`, broken: true });
        page.once('domcontentloaded', onLoad);
      }),
      new Promise<{ failure: string; broken: boolean }>((resolve) => {
        timer = setTimeout(async () => {
          const last = await Promise.race([
            page.evaluate('window.__lancerError').catch(() => ''),
            new Promise((resolve) => setTimeout(() => resolve(''), 2_000)),
          ]);
          const why = `did not finish within ${storyTimeout / 1000} s${last ? ` (${last})` : ''}`;
          resolve({ failure: why, broken: true });
        }, storyTimeout);
      }),
    ]);
  } catch (error) {
    return { failure: `${error}`.split('\n')[0]!, broken: true };
  } finally {
    clearTimeout(timer);
    page.off('domcontentloaded', onLoad);
  }
}

describe('the built Storybook stories', () => {
  it('plays every story in the frame a reviewer sees: none throws, errors, leaves the frame or hangs', async () => {
    expect(stories.length).toBeGreaterThan(1000);
    // One context for both tabs, as a reviewer's browser holds two Storybook tabs: a story that
    // reaches into the other tab (storage, the service worker) fails here. Storybook treats a
    // user agent naming its test runner as a test run.
    const context: BrowserContext = await browser.newContext({
      userAgent: 'Mozilla/5.0 HeadlessChrome StorybookTestRunner',
      viewport: { width: 1200, height: 900 },
    });
    await context.addInitScript(tapPlays);
    const failed: string[] = [];
    const queue = [...stories];
    // Two tabs at a time: the machine's two cores.
    await Promise.all(
      [0, 1].map(async () => {
        let page: Page | undefined;
        for (let next = queue.shift(); next; next = queue.shift()) {
          const fresh = !page;
          page ??= await context.newPage();
          const { failure, broken } = await play(page, next.id, fresh);
          if (failure) failed.push(`${next.id}: ${failure}`);
          if (broken) {
            await page.close({ runBeforeUnload: false }).catch(() => {});
            page = undefined;
          }
        }
        await page?.close();
      }),
    );
    await context.close();
    expect(failed.sort()).toEqual([]);
  }, 900_000);
});
