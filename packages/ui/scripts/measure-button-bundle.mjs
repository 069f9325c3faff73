/**
 * Measures what a consumer ships for one Button: bundles `import { Button } from
 * '@lancer/ui/components/button'` from the built dist/ (run the build first) with React left
 * external, minified, and reports raw and gzip bytes, next to a bundle that imports every
 * component. Fails when the one-button bundle pulls in another component's code.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/components');
const work = mkdtempSync(path.join(tmpdir(), 'ui-size-'));

async function bundle(name, source) {
  const entry = path.join(work, `${name}.js`);
  writeFileSync(entry, source);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: name },
      rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result).output;
  const code = output
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
  return { code, raw: Buffer.byteLength(code), gzip: gzipSync(code).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  const one = await bundle(
    'one-button',
    `export { Button } from ${JSON.stringify(path.join(dist, 'button.js'))};\n`,
  );
  const modules = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const all = await bundle(
    'everything',
    modules.map((file, i) => `export * as m${i} from ${JSON.stringify(path.join(dist, file))};`).join('\n'),
  );

  // Code that only other components contain must not be in the one-button bundle.
  const foreign = [
    'data-slot":"dialog-content',
    'dialog-content',
    'tag-input',
    'chat-composer',
    'status-badge',
  ];
  const leaked = foreign.filter((marker) => one.code.includes(marker));

  console.log(`one Button:      ${kb(one.raw)} minified, ${kb(one.gzip)} gzip (React external)`);
  console.log(`all ${modules.length} modules: ${kb(all.raw)} minified, ${kb(all.gzip)} gzip`);
  if (leaked.length > 0) {
    console.error(`the one-button bundle contains other components: ${leaked.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
