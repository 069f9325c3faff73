#!/usr/bin/env node
/** Strict TypeScript over every workspace project and the Storybook config. */
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

import { bin, root, run } from './lib/run.mjs';

const projects = ['packages', 'apps']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(group, name)))
  .concat(['.storybook', 'scripts', 'e2e'])
  .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

let failed = 0;
for (const project of projects) {
  const code = run(bin('tsc'), ['-p', path.join(project, 'tsconfig.json'), '--noEmit']);
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'} typecheck ${project}`);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
