/**
 * Builds packages/ui to dist/, what `pnpm pack` puts in the package (decision 1701): one ESM module
 * per source file (so a consumer's bundler keeps only what is imported), .d.ts types beside them,
 * dist/styles.css (tokens, base styles and the components' classes compiled by Tailwind, for apps
 * without Tailwind), the Tailwind theme, tokens, fonts and locale files as they are, and
 * tokens.json. Dependencies stay external: they are the consumer's to install and dedupe.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

const isSource = (file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file);
const entries = Object.fromEntries(
  ['components', 'lib', 'hooks']
    .flatMap((dir) => {
      try {
        return readdirSync(path.join(src, dir))
          .filter(isSource)
          .map((file) => path.join(dir, file));
      } catch {
        return [];
      }
    })
    .map((file) => [file.replace(/\.tsx?$/, ''), path.join(src, file)]),
);

rmSync(dist, { recursive: true, force: true });
await build({
  configFile: false,
  logLevel: 'warn',
  root,
  build: {
    outDir: dist,
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    lib: { entry: entries, formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: { preserveModules: true, preserveModulesRoot: src, entryFileNames: '[name].js' },
    },
  },
});

execFileSync(
  process.execPath,
  [path.join(root, '../../node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.build.json')],
  {
    stdio: 'inherit',
  },
);
cpSync(path.join(src, 'styles'), path.join(dist, 'styles'), { recursive: true });
cpSync(path.join(src, 'locales'), path.join(dist, 'locales'), { recursive: true });
cpSync(path.join(src, 'tokens/tokens.json'), path.join(dist, 'tokens.json'));
execFileSync(
  path.join(root, 'node_modules/.bin/tailwindcss'),
  ['-i', path.join(root, 'scripts/styles.css'), '-o', path.join(dist, 'styles.css'), '--minify'],
  { stdio: 'pipe' },
);
console.log(
  `built ${Object.keys(entries).length} modules with types into ${path.relative(process.cwd(), dist)}`,
);
