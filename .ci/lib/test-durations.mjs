/**
 * How long each test file took in the last recorded run (.ci/test-durations.json), so the next
 * run starts the longest first on every project (.ci/test-order.ts): without vitest's results
 * cache (a clean clone, CI) files start largest first, and the longest ones (the contract suite
 * on PostgreSQL, a 50-second story file) started last left one worker alone for their length.
 * Written with the figures (RECORD_FIGURES=1) from the steps' vitest JSON reports.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const durationsFile = path.join(import.meta.dirname, '..', 'test-durations.json');

/** Seconds per file (its path from the root), the longer of a file's runs when two instances run it. */
export function readTestDurations() {
  try {
    return JSON.parse(readFileSync(durationsFile, 'utf8'));
  } catch {
    return {};
  }
}

/** Writes the seconds each file of these vitest JSON reports took, longest first. */
export function writeTestDurations(reports, root) {
  const seconds = {};
  for (const { report } of reports)
    for (const file of report.testResults ?? []) {
      const took = (file.endTime - file.startTime) / 1000;
      if (!Number.isFinite(took)) continue;
      const name = path.relative(root, file.name);
      seconds[name] = Math.max(seconds[name] ?? 0, Math.round(took * 10) / 10);
    }
  const sorted = Object.fromEntries(
    Object.entries(seconds).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
  );
  writeFileSync(durationsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
