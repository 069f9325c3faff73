import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type Page } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumLaunchOptions } from '../chromium.ts';
import { countShiftTolerantDifferences, shiftTolerantDefaults } from '../picture-compare.ts';

/**
 * @lancer/ui as another team gets it (decision 1701): built, packed with `pnpm pack`, installed
 * from the tarball into a Vite + React app outside the workspace (no Tailwind), built, and opened
 * in Chromium: a picture compared with the committed one, axe, and the bytes one Button or one
 * Dialog costs an app. `UPDATE_PICTURES=1` records the picture again.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ui = path.join(root, 'packages/ui');
const pnpm = ['-y', 'pnpm@10.34.9'];
const baseline = path.join(import.meta.dirname, '__screenshots__/consumer-vite.png');

/** Gzipped kB of JavaScript an app adds for one component, React not counted (2026-11-27: Button 14.5, Dialog 27.8). */
const budgets = { button: 16, dialog: 32 };

let work: string;
let browser: Browser;
let server: Server;
let origin: string;

const npx = (args: string[], cwd: string) =>
  execFileSync('npx', args, { cwd, stdio: 'pipe', env: { ...process.env, CI: 'true' } });
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
function serve(dir: string) {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const file = path.join(dir, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'lancer-ui-consumer-'));
  execFileSync(process.execPath, [path.join(ui, 'scripts/build.mjs')], { cwd: ui, stdio: 'pipe' });
  npx([...pnpm, 'pack', '--pack-destination', work], ui);
  const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
  const app = path.join(work, 'app');
  cpSync(path.join(import.meta.dirname, 'consumer'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: 'outside-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@lancer/ui': `file:../${tarball}`,
        react: versionOf('react'),
        'react-dom': versionOf('react-dom'),
        vite: versionOf('vite'),
      },
    }),
  );
  // The packages come from pnpm's store on this machine when it has them (it does after the
  // workspace's install), from the registry otherwise.
  npx([...pnpm, 'install', '--prefer-offline', '--ignore-workspace'], app);
  npx(['vite', 'build', '--logLevel', 'warn'], app);
  npx(['vite', 'build', '--config', 'vite.size.config.js'], app);
  server = serve(path.join(app, 'dist'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch(chromiumLaunchOptions());
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: path.join(root, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run()).violations.map((violation) => violation.id);
  });
}

describe('@lancer/ui installed from its tarball outside the workspace', () => {
  it('the package names only dist/ and its types', () => {
    const manifest = JSON.parse(
      execFileSync(
        'tar',
        [
          '-xOzf',
          path.join(
            work,
            readdirSync(work).find((f) => f.endsWith('.tgz'))!,
          ),
          'package/package.json',
        ],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(manifest.private).toBeUndefined();
    expect(manifest.exports['./components/*']).toEqual({
      types: './dist/components/*.d.ts',
      import: './dist/components/*.js',
    });
    expect(JSON.stringify(manifest.exports)).not.toContain('./src/');
    expect(manifest.peerDependencies).toHaveProperty('react');
  });

  it('renders Button, Select, DataTable, Toast and Dialog in a Vite + React app without Tailwind', async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 720 }, reducedMotion: 'reduce' });
    await page.goto(origin);
    await page.addStyleTag({
      content: '*,*::before,*::after{animation:none!important;transition:none!important}',
    });
    await expect.poll(() => page.getByText('Profile saved').isVisible()).toBe(true);
    // Styled by @lancer/ui/styles.css alone: the primary button is the brand colour, with its radius.
    const hire = page.getByRole('button', { name: 'Hire' });
    expect(await hire.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.getByRole('table', { name: 'People' }).getByRole('row').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open dialog' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Invite Ada Lovelace' }).isVisible()).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page)).toEqual([]);

    const picture = PNG.sync.read(await page.screenshot());
    if (process.env.UPDATE_PICTURES || !existsSync(baseline)) {
      mkdirSync(path.dirname(baseline), { recursive: true });
      writeFileSync(baseline, PNG.sync.write(picture));
    }
    const reference = PNG.sync.read(readFileSync(baseline));
    expect([picture.width, picture.height]).toEqual([reference.width, reference.height]);
    const changed = countShiftTolerantDifferences(
      reference.data,
      picture.data,
      picture.width,
      picture.height,
      {
        threshold: shiftTolerantDefaults.threshold,
        shift: shiftTolerantDefaults.shift,
      },
    );
    if (changed > shiftTolerantDefaults.allowedMismatchedPixels) {
      mkdirSync(path.join(root, 'test-results'), { recursive: true });
      writeFileSync(path.join(root, 'test-results/consumer-vite-actual.png'), PNG.sync.write(picture));
    }
    expect(
      changed,
      'changed pixels (the new picture: test-results/consumer-vite-actual.png)',
    ).toBeLessThanOrEqual(shiftTolerantDefaults.allowedMismatchedPixels);
    await page.close();
  });

  it.each(Object.entries(budgets))('%s alone stays within %s kB gzipped', (entry, budgetKb) => {
    const size = path.join(work, 'app/size');
    const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean; name?: string }> =
      JSON.parse(readFileSync(path.join(size, '.vite/manifest.json'), 'utf8'));
    const start = Object.keys(manifest).find(
      (key) => manifest[key]!.isEntry && manifest[key]!.name === entry,
    )!;
    // The entry and every chunk it imports: what a page that imports only this component loads.
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key]!;
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    visit(start);
    const kb =
      [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(size, file))).length, 0) / 1024;
    console.log(`${entry}: ${kb.toFixed(1)} kB gzipped (${files.size} files)`);
    expect(kb).toBeLessThanOrEqual(budgetKb);
  });
});
