/**
 * Global setup of the storybook project (vitest.config.ts): each run starts without the last
 * run's changed pictures and ends by writing the visual review page when some differ.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

import { visualDir } from './lib/visual-changes.mjs';
import { writeVisualReview } from './lib/visual-review.mjs';
import { root } from './lib/run.mjs';

export default function setup() {
  rmSync(visualDir, { recursive: true, force: true });
  return () => {
    const { changes, page } = writeVisualReview();
    if (page)
      console.log(
        `\n${changes.length} picture(s) differ from their baselines: review them in ${path.relative(root, page)}, then accept with npx pnpm@10.34.9 visual:accept [story ids]\n`,
      );
  };
}
