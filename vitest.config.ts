import path from 'node:path';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { chromiumLaunchOptions } from './.ci/chromium.ts';
import { bothComparisons, shiftTolerant, shiftTolerantDefaults } from './.ci/picture-compare.ts';
import { SlowestFirstSequencer } from './.ci/test-order.ts';

const root = import.meta.dirname;

export default defineConfig({
  test: {
    // 2 cores here: bound the workers so browser, server and unit runs do not thrash.
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/src/**/*.test.{ts,tsx}',
            '.ci/**/*.test.ts',
          ],
          exclude: ['.ci/ui-package/**'],
          environment: 'node',
        },
      },
      {
        // @lancer/ui packed and installed into an app outside the workspace (decision 1701).
        test: {
          name: 'package',
          include: ['.ci/ui-package/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file has its own in-memory PGlite and scratch PostgreSQL database: two at once.
          maxWorkers: 2,
          // Each file builds its own server (app and database) in its own hooks, so the modules
          // are loaded once per worker instead of once per file: importing the server graph for
          // each of 50 files took 139 of the step's 285 s (2026-11-27, loaded machine), 55 s so.
          isolate: false,
        },
      },
      {
        // Two production instances on their own PostgreSQL and Redis, through every fault (decision 0800).
        test: {
          name: 'production',
          include: ['apps/server/production-test/**/*.test.ts'],
          environment: 'node',
          // The production build, made once for the files (each starts it on its own ports and
          // database, so two run side by side: most of their time is waiting for a process).
          globalSetup: ['apps/server/production-test/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // HAProxy in front of three production instances through a rolling deploy (decision 2102):
        // `npm run test:deploy`, a step of its own, not part of `npm test`.
        test: {
          name: 'deploy',
          include: ['apps/server/deploy-test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/production-test/global-setup.ts'],
          testTimeout: 300_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          exclude: ['apps/web/e2e/lighthouse.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // Two files at once, each worker with its own API and database (global-setup.ts).
          maxWorkers: 2,
          // Each file opens its own browser and pages in its own hooks, so the modules (Playwright,
          // the API contract) are loaded once per worker instead of once per file: ~5 s a file on
          // the loaded machine (2026-12-07).
          isolate: false,
          // Each test drives one or two real browsers against the real server: on this 2-core
          // machine a healthy walk has taken up to ~35 s, so 30 s failed them at random.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Lighthouse scores the machine's speed as much as the page's: it runs alone, after the
        // other end-to-end files, on its own server (decision 0700).
        test: {
          name: 'lighthouse',
          include: ['apps/web/e2e/lighthouse.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          maxWorkers: 1,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      // Every story at 1200 x 900 (play, axe, pixels), and the screens again on a phone, 390 x 844,
      // in dark: each features story file's Default story, its play, the axe check and its picture
      // (decisions 0707, 1920). Two browser instances of one project share its Vite server, so the stories are
      // transformed and the dependencies bundled once for both (`--project stories` runs both).
      ...(storiesRequested() ? [storybookProject()] : []),
    ],
  },
});

/**
 * Whether this run may include the stories: no `--project` named, or one naming them (stories,
 * storybook, storybook-phone, or a pattern). Storybook's Vitest plugin indexes every story when
 * the config loads, even for a run filtered to another project: 15-20 s of every unit, server,
 * package or end-to-end run on the loaded 2-core machine (2026-11-27), so it is left out of them.
 */
function storiesRequested(argv = process.argv) {
  const named = argv.flatMap((argument, index) =>
    argument === '--project'
      ? [argv[index + 1] ?? '']
      : argument.startsWith('--project=')
        ? [argument.slice('--project='.length)]
        : [],
  );
  return named.length === 0 || named.some((name) => /^stor|[*?!]/.test(name));
}

/** Every story as a test: its play, the axe check and, on the desktop instance only, its pixels. */
function storybookProject() {
  return {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') }), tailwindcss()],
    publicDir: path.join(root, 'apps/web/public'),
    test: {
      name: 'stories',
      isolate: false,
      // The browser pool reads its worker count from the project, not the root (otherwise it
      // takes the cores less one: 1 here): two files side by side, each in its own tab.
      maxWorkers: 2,
      setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
      // Clears the last run's changed pictures; writes the visual review page at the end (once
      // for both instances).
      globalSetup: [path.join(root, '.ci/visual-global-setup.mjs')],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        // One clock for every picture: moments print in the reader's zone (decision 1100).
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          // The page around the stories' frame: 960 wide, so the 1200 x 900 frame shows at 0.8 as
          // it always has, and tall enough that a frame grown to a tall story's height (the
          // picture, .storybook/vitest.setup.ts) keeps that scale instead of shrinking to fit.
          contextOptions: { timezoneId: 'UTC', viewport: { width: 960, height: 12_000 } },
        }),
        instances: [
          {
            browser: 'chromium' as const,
            name: 'storybook',
            provide: { visual: true, theme: 'light' as const, frame: { width: 1200, height: 900 } },
          },
          {
            browser: 'chromium' as const,
            name: 'storybook-phone',
            include: ['packages/features/src/**/!(__screenshots__)/*.stories.@(ts|tsx)'],
            testNamePattern: /^Default$/,
            provide: {
              visual: 'phone-dark' as const,
              theme: 'dark' as const,
              frame: { width: 390, height: 844 },
            },
          },
        ],
        viewport: { width: 1200, height: 900 },
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            // A pixel counts as changed only when no pixel within one pixel in the other picture
            // has its colour, so text that rendered a pixel lower passes and a changed word fails
            // (decision 0910). VISUAL_COMPARATOR=pixelmatch runs the comparison used before,
            // VISUAL_COMPARATOR=both fails on either and names both counts (for measuring).
            comparators: { shiftTolerant, both: bothComparisons },
            comparatorName: (process.env.VISUAL_COMPARATOR ?? 'shiftTolerant') as 'pixelmatch',
            comparatorOptions: process.env.VISUAL_COMPARATOR_OPTIONS
              ? JSON.parse(process.env.VISUAL_COMPARATOR_OPTIONS)
              : process.env.VISUAL_COMPARATOR === 'pixelmatch'
                ? { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 }
                : shiftTolerantDefaults,
            resolveScreenshotPath: ({
              testFileDirectory,
              testFileName,
              arg,
              ext,
              root: r,
            }: ScreenshotPathParts) =>
              path.join(r, testFileDirectory, '__screenshots__', testFileName, `${arg}${ext}`),
            resolveDiffPath: ({ testFileDirectory, testFileName, arg, ext, root: r }: ScreenshotPathParts) =>
              path.join(r, 'test-results/visual', testFileDirectory, testFileName, `${arg}${ext}`),
          },
        },
      },
    },
  };
}

type ScreenshotPathParts = {
  testFileDirectory: string;
  testFileName: string;
  arg: string;
  ext: string;
  root: string;
};
