#!/usr/bin/env node
/** Strict TypeScript over every workspace project, the Storybook config, the scripts and e2e; two at a time. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { bin, root } from './lib/run.mjs';

const projects = ['packages', 'apps']
  .flatMap((group) => readdirSync(path.join(root, group)).map((name) => path.join(group, name)))
  .concat(['.storybook', 'scripts', 'e2e'])
  .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

const check = (project) =>
  new Promise((resolve) => {
    let output = '';
    const child = spawn(bin('tsc'), ['-p', path.join(project, 'tsconfig.json'), '--noEmit', '--pretty', 'false'], { cwd: root });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output + `${code === 0 ? 'ok  ' : 'FAIL'} typecheck ${project}\n`);
      resolve(code === 0);
    });
  });

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
