#!/usr/bin/env node
/**
 * The production build of the API: src/main.ts and the workspace code it imports (@lancer/api),
 * compiled to one plain JavaScript file, dist/main.js, started with `node` (no tsx); beside it
 * dist/migrate-cli.js, the migrations alone. Packages from
 * node_modules stay imports. SQL migrations and blog posts are read from src/ and content/ at run
 * time (lib/server-root.ts).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  // The server, and the migrations alone (run once before a rolling deploy's first new instance).
  entryPoints: [path.join(serverDir, 'src/main.ts'), path.join(serverDir, 'src/migrate-cli.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-imports',
      setup(context) {
        // Bare imports are packages (kept as imports), except the workspace's own TypeScript. A
        // package the bundled @lancer/api imports (otpauth) is then the server's dependency too:
        // listed in its package.json, and in knip.json's ignoreDependencies as used only that way.
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lancer/') || args.path.startsWith('node:') ? undefined : { external: true },
        );
      },
    },
  ],
});
console.log(`Built ${path.relative(process.cwd(), path.join(outdir, 'main.js'))}`);
