#!/usr/bin/env node
/**
 * The one test command: installs everything, then runs every check the project has and prints the
 * counts. Each step runs even when an earlier one failed, so one run shows everything that is wrong.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { ensureChromium } from './lib/ensure-chromium.mjs';
import { recordFigure } from './lib/figures.mjs';
import { bin, installDependencies, root, run } from './lib/run.mjs';
import { machineSlowdown, slowestFiles, TEST_COMMAND_BUDGET_SECONDS } from './lib/test-budget.mjs';
import { writeTestDurations } from './lib/test-durations.mjs';

const startedAt = Date.now();
const loadAtStart = loadavg();
const speed = machineSlowdown();
installDependencies();
process.env.CHROMIUM_PATH = ensureChromium();

const resultsDir = path.join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const vitestStep = (project) => ({
  name: `${project} tests`,
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(resultsDir, `${project}.json`)}`,
  ],
  report: path.join(resultsDir, `${project}.json`),
});

// The static checks are single-threaded: two lanes of them run at once on the two cores, each
// step's output printed whole when it ends.
const staticLanes = [
  [
    { name: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
    { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    // The OpenAPI document and the chat socket's AsyncAPI document against Spectral's oas and
    // asyncapi rulesets (.spectral.yaml), warnings as failures (issue 36; ~10 s).
    {
      name: 'openapi lint',
      command: bin('spectral'),
      args: ['lint', 'docs/openapi.json', 'docs/asyncapi.json', '--fail-severity=warn'],
    },
  ],
  [
    // A change to packages/ui since its last release comes with a changeset (decision 1702; a second).
    { name: 'changesets', command: process.execPath, args: [path.join(root, '.ci/changeset-check.mjs')] },
    // Every rule of docs/spec/rules.md proved by a story or test that claims it (issue #19; under a second).
    { name: 'rules coverage', command: process.execPath, args: [path.join(root, '.ci/rules-coverage.mjs')] },
    { name: 'typecheck', command: process.execPath, args: [path.join(root, '.ci/typecheck.mjs')] },
    // Dead exports, files and dependencies (knip.json says what counts as used; decision 0005).
    { name: 'dead code', command: bin('knip'), args: ['--reporter', 'compact'] },
  ],
];

const steps = [
  vitestStep('unit'),
  vitestStep('server'),
  // Two production instances on their own PostgreSQL and Redis through every fault (~40 s; decision 0800).
  vitestStep('production'),
  // Every story at 1200 px (play, axe, pixels) and the screens' Default stories at 390 px in dark
  // (play, axe, pixels; decisions 0707, 1920): two browser instances of one project, sharing one
  // Vite server.
  { ...vitestStep('stories'), skippedOf: skippedBesidePhoneFilter },
  // @lancer/ui built, packed and installed into two apps outside the workspace, built and checked
  // in Chromium: picture, axe, per-component bytes (decision 1701); beside it, the built Storybook's
  // docs pages in Chromium (~2 min; decision 1703).
  vitestStep('package'),
  // Builds the web app once; the end-to-end tests below run against that build.
  { name: 'size budgets', command: process.execPath, args: [path.join(root, '.ci/budgets.mjs')] },
  vitestStep('e2e'),
  vitestStep('lighthouse'),
];

/**
 * The skipped stories, leaving out those the phone instance filters out by name (only each screen's
 * Default runs at 390 px: filtered, not skipped work). A story file of packages/features has two
 * entries in the report, one per instance; the phone's is the one with more tests not run.
 */
function skippedBesidePhoneFilter(report) {
  const notRun = (file) =>
    file.assertionResults.filter((test) => test.status !== 'passed' && test.status !== 'failed').length;
  const fewestNotRun = new Map();
  for (const file of report.testResults ?? [])
    fewestNotRun.set(file.name, Math.min(fewestNotRun.get(file.name) ?? Infinity, notRun(file)));
  return [...fewestNotRun.values()].reduce((sum, count) => sum + count, 0);
}

const summary = [];
/** Each step's vitest JSON report, for the slowest files. */
const reports = [];
/** Each step's seconds and test counts, for docs/figures.md (RECORD_FIGURES=1). */
const stepFigures = [];
/** Each failed test's step, file and name with its message's first line, printed last: CI keeps only the tail. */
const failedTests = [];
let passed = 0;
let failed = 0;
let skipped = 0;

/** The failed tests of a vitest JSON report, one line each. */
function failedTestNames(report, stepName) {
  // The message's first three lines (a picture's says how many pixels changed on its third),
  // without the colour codes vitest writes whatever FORCE_COLOR says.
  const messageStart = (message) =>
    stripVTControlCharacters(message ?? '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 3)
      .join(' | ')
      .slice(0, 300);
  return (report.testResults ?? []).flatMap((file) => {
    const where = `- ${stepName}: ${path.relative(root, file.name)}`;
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed outside any test (an import, a hook) has no failed test to name.
    if (tests.length === 0)
      return file.status === 'failed'
        ? [
            `${where}: ${messageStart(file.message) || 'failed outside its tests (a hook?): see its output above'}`,
          ]
        : [];
    return tests.map((test) => `${where} > ${test.fullName}: ${messageStart(test.failureMessages?.[0])}`);
  });
}

/** Runs a step with its output held back; resolves to its exit code and that output. */
function runQuietly(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

await Promise.all(
  staticLanes.map(async (lane) => {
    for (const step of lane) {
      const started = Date.now();
      const { code, output } = await runQuietly(step);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n=== ${step.name} ===\n${output.trimEnd()}`);
      if (code === 0) passed += 1;
      else failed += 1;
      summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name} in ${seconds}s`);
      stepFigures.push({ name: step.name, number: `${seconds} s` });
    }
  }),
);

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const code = run(step.command, step.args, { env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  let counts = '';
  if (step.report && existsSync(step.report)) {
    const report = JSON.parse(readFileSync(step.report, 'utf8'));
    reports.push({ step: step.name, report });
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += step.skippedOf
      ? step.skippedOf(report)
      : (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    counts = ` (${report.numPassedTests} passed, ${report.numFailedTests} failed)`;
    failedTests.push(...failedTestNames(report, step.name));
  } else if (!step.report) {
    if (code === 0) passed += 1;
    else failed += 1;
  }
  if (code !== 0 && step.report && !counts) failed += 1;
  summary.push(`${code === 0 ? 'ok  ' : 'FAIL'} ${step.name}${counts} in ${seconds}s`);
  stepFigures.push({ name: step.name, number: `${seconds} s${counts}` });
}

console.log('\n=== summary ===');
for (const line of summary) console.log(line);

console.log('\nslowest files:');
for (const { step, file, seconds } of slowestFiles(reports, root))
  console.log(`  ${seconds.toFixed(0).padStart(4)} s  ${step}: ${file}`);
const totalSeconds = Math.round((Date.now() - startedAt) / 1000);
const budgetSeconds = TEST_COMMAND_BUDGET_SECONDS * speed.slowdown;
const overBudget = totalSeconds > budgetSeconds;
console.log(
  `\n${overBudget ? 'FAIL' : 'ok  '} the whole command took ${totalSeconds} s of its budget ` +
    `${budgetSeconds.toFixed(0)} s (${TEST_COMMAND_BUDGET_SECONDS} s on the reference machine; this one computes ` +
    `${speed.slowdown.toFixed(2)}x as slowly: ${speed.fastestMs.toFixed(0)} ms for the fixed work, .ci/lib/test-budget.mjs)`,
);
if (overBudget) failed += 1;
if (failedTests.length > 0) console.log(`\nfailed:\n${failedTests.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);

// The order of the next run's files, longest first (.ci/test-order.ts), written with the figures.
if (process.env.RECORD_FIGURES === '1') writeTestDurations(reports, root);

const testCommand = '`CI=true RECORD_FIGURES=1 npm test`';
await recordFigure({
  what: 'the test command, total',
  number: `${totalSeconds} s, install included; ${passed} passed, ${failed} failed, ${skipped} skipped`,
  command: testCommand,
  loadAverages: loadAtStart,
});
for (const step of stepFigures)
  await recordFigure({
    what: `the test command: ${step.name}`,
    number: step.number,
    command: testCommand,
    loadAverages: loadAtStart,
  });
process.exit(failed > 0 || summary.some((line) => line.startsWith('FAIL')) ? 1 : 0);
