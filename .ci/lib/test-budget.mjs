/**
 * How long the test command may take, written once, on the reference machine (2 cores, the
 * `node-svc` kind this project runs on): a slower machine gets a budget scaled by how much slower it
 * computes the same work (`machineSlowdown`), so the budget holds the suite's size, not the
 * machine's speed. The goal is 15 minutes; the suite took 26 minutes from a clean clone on
 * 2026-12-07 (docs/figures.md), so the budget is a ceiling above that until the slowest files
 * (printed by the command) are cut, then it comes down.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

export const TEST_COMMAND_BUDGET_SECONDS = 35 * 60;

/** The fastest of `speedRuns` on the reference machine, alone (milliseconds). */
const REFERENCE_SPEED_MS = 195;

/** A fixed piece of CPU work: arithmetic, hashing, allocation and sorting, as the suite does. */
function speedRun() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 20_000_000; i++) x = (x * 31 + i) % 1_000_003;
  const bytes = Buffer.alloc(8 * 1024 * 1024, x & 255);
  for (let i = 0; i < 4; i++) createHash('sha256').update(bytes).digest();
  const rows = Array.from({ length: 300_000 }, (_, i) => ({ i, key: String(i) }));
  rows.sort((a, b) => b.key.localeCompare(a.key));
  return performance.now() - started;
}

/** This machine's time for the fixed work over the reference machine's (at least 1). */
export function machineSlowdown(runs = 5) {
  const fastest = Math.min(...Array.from({ length: runs }, speedRun));
  return { fastestMs: fastest, slowdown: REFERENCE_SPEED_MS ? Math.max(1, fastest / REFERENCE_SPEED_MS) : 1 };
}

/** The `count` test files that took longest, across the steps' vitest JSON reports. */
export function slowestFiles(reports, root, count = 5) {
  return reports
    .flatMap(({ step, report }) =>
      (report.testResults ?? []).map((file) => ({
        step,
        file: path.relative(root, file.name),
        seconds: (file.endTime - file.startTime) / 1000,
      })),
    )
    .filter((entry) => Number.isFinite(entry.seconds))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
