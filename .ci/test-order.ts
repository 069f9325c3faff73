import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The end-to-end files that take longest, longest first (seconds on the loaded 2-core machine,
 * 2026-12-07). Without vitest's results cache (a clean clone, CI) files are started largest first,
 * and the two every-route files, the longest but a dozen lines each, were started last: one worker
 * walked every route for a minute while the other had nothing left to do. Started first, the
 * short files fill in behind them on whichever worker is free.
 */
const slowestEndToEndFiles = [
  'every-route-client', // 76 s
  'deliver', // 86 s
  // Not among the first two: started with the run's other first file, its Workers invitation
  // failed three times out of three (the Job list's last option never in reach), never later.
  'hire', // 89 s
  'shell', // 71 s
  'sessions', // 69 s
  'hourly', // 62 s
  'products', // 55 s
  'every-route-provider', // 53 s
  'disputes', // 45 s
  'signin', // 45 s
].map((name) => `apps/web/e2e/${name}.e2e.test.ts`);

const rankOf = (file: TestSpecification) => {
  if (file.project.name !== 'e2e') return Infinity;
  const index = slowestEndToEndFiles.findIndex((name) => file.moduleId.endsWith(name));
  return index === -1 ? Infinity : index;
};

/** Vitest's order, but the slowest end-to-end files first (a stable sort keeps the rest as it was). */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index, rank: rankOf(file) }))
      .sort((a, b) =>
        a.file.project.name === b.file.project.name && a.rank !== b.rank
          ? a.rank - b.rank
          : a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
