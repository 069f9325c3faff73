import { execFile, execFileSync } from 'node:child_process';
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
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chromiumLaunchOptions } from '../chromium.ts';
import { recordFigure } from '../lib/figures.mjs';
import { countShiftTolerantDifferences, shiftTolerantDefaults } from '../picture-compare.ts';
import { pnpmPublishingTo, startLocalRegistry } from './local-registry.ts';
import { serveFolder } from './serve-folder.ts';

/**
 * @lancer/ui as another team gets it (decisions 1701, 1702): published by the release flow
 * (`changeset publish`) to a registry on this machine (Verdaccio), and installed from there into
 * projects outside the workspace: `consumer` (Vite + React, no Tailwind: `styles.css`),
 * `consumer-tailwind` (Vite + React compiling Tailwind v4 with the package's `styles/theme.css` and
 * a brand colour of its own), both built and opened in Chromium (a picture compared with the
 * committed one, axe, the bytes one Button or one Dialog costs an app), and `consumer-types`,
 * installed with plain `npm install` and type-checked under three module resolutions. The two apps
 * install `@fontsource/inter` for `fonts.css`, an optional peer as "Getting started" lists them.
 * `consumer-button` installs `@lancer/ui react react-dom` and nothing else: what that adds to
 * node_modules beyond React alone (installed the same way beside it) has a budget, and its Button
 * renders. `UPDATE_PICTURES=1` records the pictures again; `RECORD_FIGURES=1` writes the install's
 * size to docs/figures.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ui = path.join(root, 'packages/ui');
const pnpm = ['-y', 'pnpm@10.34.9'];

/** Gzipped kB of JavaScript an app adds for one component, React not counted (2026-11-27: Button 14.5, Dialog 27.8). */
const budgets = { button: 16, dialog: 32 };

/**
 * What a Button-only app may add to node_modules beyond React and React DOM, in MB (10^6 bytes, as
 * `du -sk` counts the disk). Issue 48: 217 MB in 255 packages when the charts, rich text, the
 * command palette's scoring, fonts and lucide-react came with every install; 12.8 MB in 78 packages
 * once they were optional peers and lucide's icons bundled (2026-12-08), most of it Radix.
 */
const installBudgetMb = 20;
/** Optional peers (and lucide-react, bundled): none may come with a Button-only install. */
const notInstalledWithAButton = [
  'recharts',
  '@tiptap/react',
  '@tiptap/pm',
  '@tiptap/starter-kit',
  'cmdk',
  'dompurify',
  '@fontsource/inter',
  '@fontsource/noto-sans-sc',
  'lucide-react',
];

/**
 * The two apps: their folder here and what they install besides the tarball (the workspace's
 * versions), `@fontsource/inter` because they load `@lancer/ui/fonts.css`.
 */
const consumers = {
  vite: { folder: 'consumer', uses: ['react', 'react-dom', 'vite', '@fontsource/inter'] },
  tailwind: {
    folder: 'consumer-tailwind',
    uses: ['react', 'react-dom', 'vite', 'tailwindcss', '@tailwindcss/vite', '@fontsource/inter'],
  },
};
/** A TypeScript project that only type-checks its uses of the package, under three resolutions. */
const typesConsumer = {
  folder: 'consumer-types',
  uses: ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript'],
};
const resolutions = ['bundler', 'node16', 'nodenext'] as const;
/** An app that uses a Button and installs what "Getting started" says and nothing more; beside it, React alone. */
const buttonConsumer = { folder: 'consumer-button', uses: ['react', 'react-dom'] };
const reactOnly = 'react-only';
type Consumer = keyof typeof consumers;

let work: string;
let registry: Awaited<ReturnType<typeof startLocalRegistry>>;
let publishedIntegrity: string;
const uiVersion = JSON.parse(readFileSync(path.join(ui, 'package.json'), 'utf8')).version as string;
let browser: Browser;
const origins = {} as Record<Consumer, string>;
const servers: Server[] = [];

const run = promisify(execFile);
const npx = (args: string[], cwd: string) =>
  run('npx', args, { cwd, env: { ...process.env, CI: 'true' }, maxBuffer: 16 * 1024 * 1024 });
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string;
const tarballIn = (folder: string) => readdirSync(folder).find((file) => file.endsWith('.tgz'))!;

/** Copies one project outside the workspace and installs @lancer/ui from the registry, with its tools. */
async function installConsumer({ folder, uses }: { folder: string; uses: string[] }) {
  const app = path.join(work, folder);
  cpSync(path.join(import.meta.dirname, folder), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({
      name: `outside-${folder}`,
      private: true,
      type: 'module',
      dependencies: {
        '@lancer/ui': uiVersion,
        ...Object.fromEntries(uses.map((dependency) => [dependency, versionOf(dependency)])),
      },
    }),
  );
  writeFileSync(path.join(app, '.npmrc'), registry.consumerNpmrc);
  // The other packages come from pnpm's store on this machine when it has them (it does after
  // the workspace's install), from the registry otherwise.
  await npx([...pnpm, 'install', '--prefer-offline', '--ignore-workspace'], app);
  return app;
}

/**
 * A project in `work` installed with plain npm as "Getting started" says (`npm install @lancer/ui
 * react react-dom`), its files copied from here when this folder has them, the other packages at the
 * workspace's versions; `withUi: false` installs them alone (the baseline the Button-only app is
 * measured against).
 */
async function npmInstall({ folder, uses }: { folder: string; uses: string[] }, withUi = true) {
  const app = path.join(work, folder);
  const files = path.join(import.meta.dirname, folder);
  if (existsSync(files)) cpSync(files, app, { recursive: true });
  else mkdirSync(app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: `outside-${folder}`, private: true, type: 'module' }),
  );
  writeFileSync(path.join(app, '.npmrc'), registry.consumerNpmrc);
  await run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      ...(withUi ? ['@lancer/ui'] : []),
      ...uses.map((name) => `${name}@${versionOf(name)}`),
    ],
    {
      cwd: app,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/** What an install put on disk: its node_modules as `du -sk` counts it, in bytes, and the packages its lockfile names. */
function installedIn(folder: string) {
  const app = path.join(work, folder);
  const kib = Number(
    execFileSync('du', ['-sk', path.join(app, 'node_modules')], { encoding: 'utf8' }).split(/\s/)[0],
  );
  const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>;
  };
  const packages = Object.keys(lock.packages)
    .filter((key) => key.startsWith('node_modules/'))
    .map((key) => key.replace(/^.*node_modules\//, ''));
  return { bytes: kib * 1024, packages };
}

/** Installs one app, builds it and serves it. */
async function buildConsumer(name: Consumer) {
  const app = await installConsumer(consumers[name]);
  await npx(['vite', 'build', '--logLevel', 'warn'], app);
  if (name === 'vite') await npx(['vite', 'build', '--config', 'vite.size.config.js'], app);
  const server = serveFolder(path.join(app, 'dist'));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origins[name] = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'lancer-ui-consumer-'));
  registry = await startLocalRegistry(path.join(work, 'registry'));
  // The release flow's publish step (decision 1702): `changeset publish` finds the version not on
  // the registry and publishes it with pnpm, whose prepack builds dist/ first.
  const npmRegistry = (await run('npm', ['config', 'get', 'registry'])).stdout.trim();
  await run('npx', ['changeset', 'publish', '--no-git-tag'], {
    cwd: root,
    env: {
      ...process.env,
      npm_config_userconfig: registry.publisherConfig,
      PATH: [
        pnpmPublishingTo(registry.url, work, pnpm[1]!.replace('pnpm@', ''), npmRegistry),
        process.env.PATH,
      ].join(path.delimiter),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  // The tarball the registry serves: what every consumer installs, and what publint and attw read.
  const published = (await (await fetch(`${registry.url}@lancer%2fui`)).json()) as {
    versions: Record<string, { dist: { tarball: string; integrity: string } }>;
  };
  publishedIntegrity = published.versions[uiVersion]!.dist.integrity;
  const tarball = await fetch(published.versions[uiVersion]!.dist.tarball);
  writeFileSync(path.join(work, `lancer-ui-${uiVersion}.tgz`), Buffer.from(await tarball.arrayBuffer()));
  // Two apps, a types project, a Button-only app and React alone, installed side by side.
  await Promise.all([
    buildConsumer('vite'),
    buildConsumer('tailwind'),
    npmInstall(typesConsumer),
    npmInstall(buttonConsumer),
    npmInstall({ folder: reactOnly, uses: buttonConsumer.uses }, false),
  ]);
  browser = await chromium.launch(chromiumLaunchOptions());
  // ~30 s on a quiet machine; minutes when other builds share its two cores.
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await registry?.close();
  for (const server of servers) server.close();
  if (work) rmSync(work, { recursive: true, force: true });
  // Two installed apps to delete: seconds on a busy machine.
}, 60_000);

async function axeViolations(page: Page) {
  await page.addScriptTag({ path: path.join(root, 'node_modules/axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }).axe;
    return (await axe.run()).violations.map((violation) => violation.id);
  });
}

/** The page's picture against `__screenshots__/consumer-<name>.png`, by the stories' shift-tolerant comparison. */
async function expectPicture(page: Page, name: Consumer) {
  const baseline = path.join(import.meta.dirname, `__screenshots__/consumer-${name}.png`);
  const picture = PNG.sync.read(await page.screenshot());
  if (process.env.UPDATE_PICTURES || !existsSync(baseline)) {
    mkdirSync(path.dirname(baseline), { recursive: true });
    writeFileSync(baseline, PNG.sync.write(picture));
  }
  const reference = PNG.sync.read(readFileSync(baseline));
  expect([picture.width, picture.height]).toEqual([reference.width, reference.height]);
  const changed = countShiftTolerantDifferences(reference.data, picture.data, picture.width, picture.height, {
    threshold: shiftTolerantDefaults.threshold,
    shift: shiftTolerantDefaults.shift,
  });
  const actual = `test-results/consumer-${name}-actual.png`;
  if (changed > shiftTolerantDefaults.allowedMismatchedPixels) {
    mkdirSync(path.join(root, 'test-results'), { recursive: true });
    writeFileSync(path.join(root, actual), PNG.sync.write(picture));
  }
  expect(changed, `changed pixels (the new picture: ${actual})`).toBeLessThanOrEqual(
    shiftTolerantDefaults.allowedMismatchedPixels,
  );
}

/** How long a check waits for the page: vitest's 1 s default is too short on a loaded machine. */
const patience = { timeout: 30_000 };

/** Opens an app as a reader would, motion off, once its toast shows. */
async function open(name: Consumer, toast: string) {
  const page = await browser.newPage({ viewport: { width: 1000, height: 720 }, reducedMotion: 'reduce' });
  await page.goto(origins[name]);
  await page.addStyleTag({
    content: '*,*::before,*::after{animation:none!important;transition:none!important}',
  });
  // first(): Radix's toast also writes its text into a hidden announcer for a second.
  await expect.poll(() => page.getByText(toast).first().isVisible(), patience).toBe(true);
  return page;
}

const backgroundOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

describe('@lancer/ui published to a registry and installed outside the workspace', () => {
  it('the package names only dist/ and its types', () => {
    const manifest = JSON.parse(
      execFileSync('tar', ['-xOzf', path.join(work, tarballIn(work)), 'package/package.json'], {
        encoding: 'utf8',
      }),
    );
    expect(manifest.private).toBeUndefined();
    expect(manifest.exports['./components/*']).toEqual({
      types: './dist/components/*.d.ts',
      import: './dist/components/*.js',
    });
    expect(JSON.stringify(manifest.exports)).not.toContain('./src/');
    expect(manifest.peerDependencies).toHaveProperty('react');
  });

  it('is published by the release flow and installed from the registry with plain npm', () => {
    const lock = JSON.parse(readFileSync(path.join(work, typesConsumer.folder, 'package-lock.json'), 'utf8'));
    const installed = lock.packages['node_modules/@lancer/ui'];
    expect(installed.version).toBe(uiVersion);
    // The very tarball the registry serves (npm writes no address for a scoped registry's package).
    expect(installed.integrity).toBe(publishedIntegrity);
    expect(installed.license).toBe('MIT');
  });

  it.each(resolutions)(
    'its types resolve under moduleResolution %s, every declaration checked (skipLibCheck false)',
    async (resolution) => {
      // main.tsx also expects a wrong variant to fail and its imports not to be `any`.
      const project = path.join(work, typesConsumer.folder, `tsconfig.${resolution}.json`);
      await expect(npx(['tsc', '-p', project], path.join(work, typesConsumer.folder))).resolves.toBeTruthy();
    },
    120_000,
  );

  it('publint and "are the types wrong" find nothing wrong with the tarball', async () => {
    const tarball = path.join(work, tarballIn(work));
    await npx(['publint', tarball, '--strict'], root);
    // Every JavaScript entry point (the CSS, JSON and locale files have no types to check); the
    // package is ESM only, so node10 and require() from CommonJS are not asked.
    const modules = ['components', 'lib', 'hooks'].flatMap((dir) =>
      readdirSync(path.join(ui, 'dist', dir))
        .filter((file) => file.endsWith('.js'))
        .map((file) => `./${dir}/${file.replace(/\.js$/, '')}`),
    );
    expect(modules.length).toBeGreaterThan(50);
    await npx(['attw', tarball, '--profile', 'esm-only', '--entrypoints', ...modules], root);
  }, 120_000);

  it(`a Button-only app's node_modules grow by under ${installBudgetMb} MB beyond React`, async () => {
    const app = installedIn(buttonConsumer.folder);
    const react = installedIn(reactOnly);
    const growthMb = (app.bytes - react.bytes) / 1e6;
    const figure =
      `${growthMb.toFixed(1)} MB in ${app.packages.length - react.packages.length} packages ` +
      `(npm install @lancer/ui react react-dom, less react and react-dom alone: ` +
      `${(react.bytes / 1e6).toFixed(1)} MB, ${react.packages.length} packages; budget ${installBudgetMb} MB)`;
    console.log(`a Button-only app's node_modules beyond React: ${figure}`);
    await recordFigure({
      what: "a Button-only app's node_modules beyond React",
      number: figure,
      command: '`RECORD_FIGURES=1 npx vitest run --project package .ci/ui-package/ui-package.test.ts`',
    });
    expect(app.packages).toContain('@lancer/ui');
    expect(app.packages.filter((name) => notInstalledWithAButton.includes(name))).toEqual([]);
    expect(growthMb).toBeLessThan(installBudgetMb);
  });

  it('renders its Button with nothing else installed; a chart asks for recharts by name', async () => {
    const app = path.join(work, buttonConsumer.folder);
    const { stdout } = await run(process.execPath, ['render.js'], { cwd: app });
    const [hire, saving] = stdout.trim().split('\n');
    expect(hire).toMatch(
      /^<button data-slot="button" data-variant="outline"[^>]* class="inline-flex [^"]*">Hire<\/button>$/,
    );
    // The spinner's icon comes from lucide's modules inside the package (lucide-react is not installed).
    expect(saving).toMatch(
      /<svg [^>]*class="lucide lucide-loader-circle[^"]*"[^>]*><path d="[^"]+"><\/path><\/svg>Saving<\/button>$/,
    );
    // An optional peer left out: the runtime's own missing-module error, no shim of ours.
    await expect(run(process.execPath, ['chart.js'], { cwd: app })).rejects.toThrow(
      /Cannot find package 'recharts' imported from .*line-chart\.js/,
    );
  });

  it('marks the modules that need the browser "use client" for React Server Components', () => {
    const starts = (module: string) =>
      readFileSync(path.join(ui, 'dist/components', `${module}.js`), 'utf8').split('\n')[0];
    for (const client of ['dialog', 'select', 'button', 'toast', 'ui-texts'])
      expect(starts(client)).toBe('"use client";');
    for (const server of ['card', 'skeleton', 'table']) expect(starts(server)).not.toContain('use client');
    // lucide's icon and context modules, bundled, keep their own (Spinner, markup only, draws one).
    for (const bundled of ['Icon', 'context'])
      expect(
        readFileSync(path.join(ui, 'dist/vendor/lucide-react', `${bundled}.js`), 'utf8').split('\n')[0],
      ).toBe('"use client";');
  });

  it('renders Button, Select, DataTable, Toast and Dialog in a Vite + React app without Tailwind', async () => {
    const page = await open('vite', 'Profile saved');
    // Styled by @lancer/ui/styles.css alone: the primary button is the brand colour, with its radius.
    expect(await backgroundOf(page.getByRole('button', { name: 'Hire' }))).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.getByRole('table', { name: 'People' }).getByRole('row').count()).toBe(4);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open dialog' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Invite Ada Lovelace' }).isVisible(), patience)
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page)).toEqual([]);
    await expectPicture(page, 'vite');
    await page.close();
  });

  it('renders them in a Vite + React app that compiles Tailwind v4 with the package theme', async () => {
    const page = await open('tailwind', 'Proposal sent');
    // The app's own utilities (bg-primary) and the package's components take the same token,
    // and the brand colour and radius the app set once reach both.
    const send = page.getByRole('button', { name: 'Send a proposal' });
    const brand = 'oklch(0.46 0.19 275)';
    expect(await backgroundOf(send)).toBe(brand);
    expect(await backgroundOf(page.getByTestId('brand-chip'))).toBe(brand);
    // rounded-md is the radius less 2px: 1rem - 2px.
    expect(await send.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('14px');
    // The components' classes were found in the installed package: the table has its borders.
    const table = page.getByRole('table', { name: 'Jobs' });
    expect(await table.getByRole('row').count()).toBe(4);
    await page.getByRole('button', { name: 'Budget' }).click();
    await expect.poll(() => table.getByRole('row').nth(1).textContent(), patience).toContain('Tea shop logo');
    expect(await axeViolations(page)).toEqual([]);

    await send.click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Propose to Grace Hopper' }).isVisible(), patience)
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page)).toEqual([]);
    await expectPicture(page, 'tailwind');
    await page.close();
  });

  it.each(Object.entries(budgets))('%s alone stays within %s kB gzipped', (entry, budgetKb) => {
    const size = path.join(work, consumers.vite.folder, 'size');
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
