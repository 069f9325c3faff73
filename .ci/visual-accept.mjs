#!/usr/bin/env node
/**
 * Accepts reviewed picture changes as the new baselines: `npx pnpm@10.34.9 visual:accept` takes
 * every change of the last storybook run, `visual:accept <story id | title prefix> ...` only those
 * named (ids as on the review page, e.g. features-hire-post-job--chinese; a prefix such as
 * features-hire-post-job takes the whole file).
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

import { root } from './lib/run.mjs';
import { findVisualChanges } from './lib/visual-changes.mjs';
import { writeVisualReview } from './lib/visual-review.mjs';

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const changes = findVisualChanges();
if (changes.length === 0) {
  console.log('No changed pictures: run `npx vitest run --project storybook [paths]` first.');
  process.exit(0);
}
const chosen = wanted.length
  ? changes.filter((change) =>
      wanted.some((name) => change.storyId === name || change.storyId.startsWith(`${name}--`)),
    )
  : changes;
const unmatched = wanted.filter(
  (name) => !changes.some((change) => change.storyId === name || change.storyId.startsWith(`${name}--`)),
);
for (const change of chosen) {
  mkdirSync(path.dirname(path.join(root, change.baseline)), { recursive: true });
  copyFileSync(path.join(root, change.actual), path.join(root, change.baseline));
  rmSync(path.join(root, change.actual));
  if (change.diff) rmSync(path.join(root, change.diff), { force: true });
  console.log(`accepted ${change.storyId} -> ${change.baseline}`);
}
writeVisualReview();
if (unmatched.length) {
  console.error(
    `No changed picture for: ${unmatched.join(', ')} (changed: ${changes.map((c) => c.storyId).join(', ')})`,
  );
  process.exit(1);
}
console.log(`${chosen.length} baseline(s) updated; look at the PNGs, then commit them.`);
