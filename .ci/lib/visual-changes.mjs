/**
 * The pictures a storybook run found changed. On a mismatch vitest writes `<story>-actual.png` and
 * `<story>-diff.png` under test-results/visual/<story file's folder>/<story file>/ (vitest.config.ts,
 * resolveDiffPath); a story without a baseline gets `<story>-reference.png` there instead. The
 * baseline sits beside the story file in __screenshots__/<story file>/<story>.png.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { toId } from 'storybook/internal/csf';

import { storyTitle } from './rules-coverage.mjs';
import { root } from './run.mjs';

export const visualDir = path.join(root, 'test-results/visual');

const walk = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
    : [];

const titles = new Map();
function titleOf(storyFile) {
  if (!titles.has(storyFile)) {
    const full = path.join(root, storyFile);
    const source = existsSync(full) ? readFileSync(full, 'utf8') : '';
    titles.set(storyFile, storyTitle(source) ?? storyFile);
  }
  return titles.get(storyFile);
}

/**
 * Each changed or new picture: { storyId, title, story, storyFile, baseline (absent for a new
 * story), actual, diff? } with paths relative to the repository.
 */
export function findVisualChanges() {
  const changes = [];
  for (const file of walk(visualDir)) {
    const match = /^(.*)-(actual|reference)\.png$/.exec(path.basename(file));
    if (!match) continue;
    const [, arg, kind] = match;
    const rel = path.relative(visualDir, path.dirname(file)); // <dir>/<file>.stories.tsx
    const storyFile = rel.split(path.sep).join('/');
    const baseline = path.join(path.dirname(rel), '__screenshots__', path.basename(rel), `${arg}.png`);
    const diff = path.join(path.dirname(file), `${arg}-diff.png`);
    const title = titleOf(storyFile);
    changes.push({
      storyId: toId(title, arg.replace(/-/g, ' ')),
      title,
      story: arg.replace(/-/g, ' '),
      storyFile,
      isNew: kind === 'reference',
      baseline: baseline.split(path.sep).join('/'),
      actual: path.relative(root, file).split(path.sep).join('/'),
      diff: existsSync(diff) ? path.relative(root, diff).split(path.sep).join('/') : undefined,
    });
  }
  return changes.sort((a, b) => a.storyId.localeCompare(b.storyId));
}
