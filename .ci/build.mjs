#!/usr/bin/env node
/**
 * The production build (decision 0800): installs everything, compiles the API to plain JavaScript
 * (apps/server/dist/main.js) and builds the web app (apps/web/dist). `npm run start:production`
 * then starts the product from them with `node`.
 */
import path from 'node:path';

import { bin, installDependencies, root, run } from './lib/run.mjs';

installDependencies();
const steps = [
  ['the API', process.execPath, [path.join(root, 'apps/server/scripts/build.mjs')], root],
  ['the web app', bin('vite'), ['build', '--logLevel', 'warn'], path.join(root, 'apps/web')],
];
for (const [name, command, args, cwd] of steps) {
  console.log(`Building ${name}…`);
  const code = run(command, args, { cwd });
  if (code !== 0) {
    console.error(`Building ${name} failed (see above).`);
    process.exit(code);
  }
}
console.log('Built. Start it with: JWT_SECRET=... DATABASE_URL=... npm run start:production');
