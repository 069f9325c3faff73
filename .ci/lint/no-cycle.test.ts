import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module of .ci (the test command runs it with node).
import { importCircles } from '../lib/import-circles.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = '.ci/lint/no-cycle-fixture';

/** The files of `patterns` on which the project's own lint config reports import-x/no-cycle. */
async function cycleReports(patterns: string[]) {
  const eslint = new ESLint({
    cwd: root,
    // The fixture is in the config's ignores, so that `eslint .` passes.
    ignore: false,
    ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle',
  });
  const results = await eslint.lintFiles(patterns);
  return results
    .filter((result) => result.messages.some((message) => message.ruleId === 'import-x/no-cycle'))
    .map((result) => path.relative(root, result.filePath))
    .sort();
}

describe('import cycles (issue 29)', () => {
  it('the lint rule reports a planted cycle, on both of its files and not on a file outside it', async () => {
    expect(await cycleReports([`${fixture}/*.ts`])).toEqual([`${fixture}/a.ts`, `${fixture}/b.ts`]);
  }, 60_000);

  it("the lint rule reports nothing on main's code (the contract package, where the circles were)", async () => {
    expect(await cycleReports(['packages/api/src/**/*.ts'])).toEqual([]);
  }, 180_000);

  it('finds circles through type imports too, and none in the tree', () => {
    expect(importCircles(root, [fixture])).toEqual(
      expect.arrayContaining([
        [`${fixture}/a.ts`, `${fixture}/b.ts`],
        [`${fixture}/shape.ts`, `${fixture}/store.ts`],
      ]),
    );
    const planted = (file: string) => file.startsWith(path.join(root, fixture));
    expect(importCircles(root, ['packages', 'apps', '.storybook', '.ci'], planted)).toEqual([]);
  }, 60_000);
});
