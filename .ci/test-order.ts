import path from 'node:path';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

import { readTestDurations } from './lib/test-durations.mjs';

const root = path.resolve(import.meta.dirname, '..');
const durations = readTestDurations();

/**
 * A file new since the durations were recorded: started after the known long ones, beside the
 * short ones (most new files are).
 */
const UNKNOWN_SECONDS = 1;

const secondsOf = (file: TestSpecification) =>
  durations[path.relative(root, file.moduleId)] ?? UNKNOWN_SECONDS;

/**
 * The files that took longest in the last recorded run first, on every project
 * (.ci/lib/test-durations.mjs): the short ones then fill in behind them on whichever worker is
 * free, instead of one worker running a long file alone at the end. A stable sort keeps vitest's
 * order among equals.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index, seconds: secondsOf(file) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ file }) => file);
  }
}
