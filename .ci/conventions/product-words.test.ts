import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The repository speaks of the product (docs/conventions.md): no tracked file says who did the
 * work or how it was organised, in numbered work periods, parallel workers or a lead. A
 * measurement names its machine, load and command instead (docs/figures.md). This file is left
 * out of the search, since it holds the patterns.
 */
const root = path.resolve(import.meta.dirname, '../..');
const self = path.relative(root, import.meta.filename);

const organisationWords: Array<{ pattern: string; says: string; product: string }> = [
  {
    pattern: String.raw`\bsessions? [0-9]+`,
    says: ['measured in session', '20'].join(' '),
    product: 'sign-in session ends',
  },
  {
    pattern: [String.raw`\bother`, String.raw`agents\b`].join(' '),
    says: ['under other', 'agents load'].join(' '),
    product: 'a user agent string',
  },
  {
    pattern: String.raw`\bagents' work\b`,
    says: ["with the agents'", 'work stopped'].join(' '),
    product: 'AI agent buttons off',
  },
  {
    pattern: String.raw`\bhelper's (work|change)`,
    says: ["the helper's", 'change broke it'].join(' '),
    product: "Vite's preload helper's links",
  },
  {
    pattern: [String.raw`\bthe`, String.raw`lead's\b|\(the lead\b`].join(' '),
    says: '(the lead, after the merge)',
    product: 'the lead paragraph',
  },
  {
    pattern: String.raw`\bwaves? [0-9]+|\b(this|each|next|last|previous) wave\b`,
    says: "raised for this wave's routes",
    product: 'a wave of points over a range',
  },
  {
    pattern: String.raw`\bparallel (workers|engineers|helpers|agents)\b|\bother engineers\b`,
    says: 'while other engineers ran builds',
    product: 'Backend engineer, payments',
  },
  { pattern: String.raw`\bthe CEO\b`, says: 'asked by the CEO', product: 'a chief executive' },
];

/** Tracked text files (binary pictures left out) with a line matching the pattern. */
function trackedLinesMatching(pattern: string) {
  const result = spawnSync(
    'git',
    ['grep', '-nIiP', pattern, '--', '.', `:(exclude)${self}`, ':(exclude)pnpm-lock.yaml'],
    { cwd: root, encoding: 'utf8' },
  );
  // git grep exits 1 when nothing matches, 0 when something does, above 1 on an error.
  if (result.status !== 0 && result.status !== 1) throw new Error(result.stderr);
  return result.stdout.split('\n').filter(Boolean);
}

describe('the repository speaks of the product', () => {
  it.each(organisationWords)(
    'each pattern finds how work was organised, not the product: $pattern',
    (word) => {
      const regex = new RegExp(word.pattern, 'i');
      expect(regex.test(word.says)).toBe(true);
      expect(regex.test(word.product)).toBe(false);
    },
  );

  it.each(organisationWords)('no tracked file says $says', { timeout: 20_000 }, (word) => {
    expect(trackedLinesMatching(word.pattern)).toEqual([]);
  });
});
