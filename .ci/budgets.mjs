#!/usr/bin/env node
/**
 * Size budgets of the web app's production build (built here, then reused by the end-to-end
 * tests). Fails when a budget is exceeded; prints the figures either way.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { bin, root, run } from './lib/run.mjs';

const budgetsKb = {
  /** The JavaScript a first visit downloads (entry chunk and what it imports statically), gzipped. */
  initialJsGzip: 200,
  /**
   * The largest on-demand chunk, gzipped: the Personal page with its rich text editor (Tiptap and
   * ProseMirror, ~110 kB of it), which only that page loads.
   */
  largestLazyChunkGzip: 160,
  /** The CSS, gzipped (font-face rules for the CJK subsets are most of it). */
  cssGzip: 30,
};

const webDir = path.join(root, 'apps/web');
if (run(bin('vite'), ['build', '--logLevel', 'error'], { cwd: webDir }) !== 0) process.exit(1);

const dist = path.join(webDir, 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = path.join(dist, 'assets');
const gz = (file) => gzipSync(readFileSync(path.join(assets, file))).length / 1024;

const initialFiles = new Set(
  [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]),
);
const jsFiles = readdirSync(assets).filter((file) => file.endsWith('.js'));
const cssFiles = readdirSync(assets).filter((file) => file.endsWith('.css'));
const figures = {
  initialJsGzip: [...initialFiles].reduce((sum, file) => sum + gz(file), 0),
  largestLazyChunkGzip: Math.max(0, ...jsFiles.filter((file) => !initialFiles.has(file)).map(gz)),
  cssGzip: cssFiles.reduce((sum, file) => sum + gz(file), 0),
};

let failed = 0;
for (const [name, limit] of Object.entries(budgetsKb)) {
  const value = figures[name];
  const ok = value <= limit;
  if (!ok) failed += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${value.toFixed(1)} kB (budget ${limit} kB)`);
}
const totalRaw = jsFiles.reduce((sum, file) => sum + statSync(path.join(assets, file)).size, 0) / 1024;
console.log(`     all JavaScript, raw: ${totalRaw.toFixed(0)} kB in ${jsFiles.length} chunks`);
process.exit(failed ? 1 : 0);
