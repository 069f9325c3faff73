/**
 * Builds packages/ui to dist/, what `pnpm pack` puts in the package (decision 1701): one ESM module
 * per source file (so a consumer's bundler keeps only what is imported), .d.ts types beside them,
 * dist/styles.css (tokens, base styles and the components' classes compiled by Tailwind, for apps
 * without Tailwind), the Tailwind theme, tokens, fonts and locale files as they are, and
 * tokens.json. Dependencies and peer dependencies stay external: they are the consumer's to install
 * and dedupe (the heavy ones, charts, rich text, the command palette's scoring, DOMPurify and the
 * fonts, are optional peers: only the components that use them need them). lucide-react is bundled
 * instead (a development dependency): the package is 51 MB installed and the components draw 33 of
 * its icons, so each icon a module uses is emitted once under dist/vendor/lucide-react/ (with its
 * licence) and an app installs none of it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * The modules a React Server Components app (Next.js's App Router) must run in the browser: their
 * source uses hooks or context, handles events, or wraps Radix. They start with "use client"; the
 * rest (a Badge, a Card) render on the server too.
 */
const needsBrowser = (file) =>
  /\buse[A-Z]\w*\(|createContext|from 'radix-ui'|\bon[A-Z]\w+=\{/.test(readFileSync(file, 'utf8'));
const clientModules = new Set(Object.values(entries).filter(needsBrowser));

/**
 * A bundled module of a development dependency (lucide-react): its package and its path inside it,
 * from the file's path in the workspace's node_modules (pnpm's `.pnpm/<name>@<version>/node_modules/`).
 */
const bundledFrom = (id) => /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.+)\.m?js$/.exec(id ?? '');
const bundledPackages = new Set();

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
      // lucide-react's own "use client" (its icon and context modules) is kept: each module stays
      // its own file, so the warning that a directive may be lost in a merged chunk does not apply.
      onwarn: (warning, warn) => {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && bundledFrom(warning.id)) return;
        warn(warning);
      },
      output: {
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: (chunk) => {
          const bundled = bundledFrom(chunk.facadeModuleId);
          if (!bundled) return '[name].js';
          bundledPackages.add(bundled[1]);
          return `vendor/${bundled[1]}/${bundled[2].replace(/^dist\/(esm\/)?/, '')}.js`;
        },
        banner: (chunk) => (clientModules.has(chunk.facadeModuleId) ? "'use client';" : ''),
      },
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
namingFilesInDeclarations(dist);
// The licence of each bundled package beside its modules (lucide-react's ISC asks for its notice).
for (const name of bundledPackages)
  cpSync(path.join(root, 'node_modules', name, 'LICENSE'), path.join(dist, 'vendor', name, 'LICENSE'));
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

/** A JSON value's type, written out: what `typeof` an imported JSON file gives. */
function typeOfJson(value) {
  if (typeof value !== 'object' || value === null) return value === null ? 'null' : typeof value;
  if (Array.isArray(value)) return 'unknown[]';
  const fields = Object.entries(value).map(([key, entry]) => `${JSON.stringify(key)}: ${typeOfJson(entry)};`);
  return `{ ${fields.join(' ')} }`;
}

/**
 * tsc writes a declaration's relative imports as the source has them (`'./button'`), which
 * TypeScript's node16 and nodenext resolution refuse in a package: each is rewritten to the file it
 * names (`'./button.js'`). A JSON file's default import becomes a constant of its type (node16 has
 * no JSON modules in ESM), so the types resolve under bundler, node16 and nodenext alike.
 */
function namingFilesInDeclarations(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) namingFilesInDeclarations(file);
    if (!entry.name.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8')
      .replace(/^import (\w+) from (['"])(\.{1,2}\/[^'"]+\.json)\2;$/gm, (_, name, _quote, specifier) => {
        const json = path.resolve(src, path.relative(dist, folder), specifier);
        return `declare const ${name}: ${typeOfJson(JSON.parse(readFileSync(json, 'utf8')))};`;
      })
      .replace(
        /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\2(\))?/g,
        (whole, keyword, quote, specifier, call = '') => {
          if (/\.(js|json)$/.test(specifier)) return whole;
          const target = path.resolve(folder, specifier);
          const named = existsSync(`${target}.d.ts`) ? `${specifier}.js` : `${specifier}/index.js`;
          return `${keyword}${quote}${named}${quote}${call}`;
        },
      );
    writeFileSync(file, text);
  }
}
