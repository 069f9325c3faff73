import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { chromium, type Browser } from 'playwright';
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
 */
const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

type IndexEntry = { id: string; type: 'docs' | 'story'; importPath: string };

let out: string;
let server: Server;
let origin: string;
let browser: Browser;
let docs: IndexEntry[];

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
    // Two tabs at a time: the machine's two cores.
    const queue = [...withTables];
    await Promise.all(
      [0, 1].map(async () => {
        const page = await browser.newPage();
        for (let next = queue.shift(); next; next = queue.shift()) {
          await page.goto(`${origin}/iframe.html?viewMode=docs&id=${next.entry.id}`);
          const content = page.locator('.sbdocs-content');
          await content.waitFor();
          await page.waitForLoadState('networkidle');
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
    expect(wrong).toEqual([]);
  }, 300_000);
});
