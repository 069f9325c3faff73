import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';

import { defineConfig, type Plugin } from 'vite';

import { prerenderPages } from './prerender-plugin.ts';
import {
  SANDBOX_WORKER_HEADERS_FILE,
  sandboxWorker,
  SECURITY_HEADERS_FILE,
  securityHeaders,
} from './security-headers.ts';
import { isSignedInProbe, signedInChunk } from './signed-in-chunk.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Writes the security headers into the build for the production server (decision 0701). */
const securityHeadersFile = (): Plugin => ({
  name: 'lancer-security-headers',
  apply: 'build',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: SECURITY_HEADERS_FILE,
      source: `${JSON.stringify(securityHeaders, null, 2)}\n`,
    });
    this.emitFile({
      type: 'asset',
      fileName: SANDBOX_WORKER_HEADERS_FILE,
      source: `${JSON.stringify(sandboxWorker, null, 2)}\n`,
    });
  },
});

/** `vite preview` sends securityHeaders on every file; the dev box's worker gets its own policy. */
const sandboxWorkerPolicy = (): Plugin => ({
  name: 'lancer-sandbox-worker-policy',
  configurePreviewServer(server) {
    const pattern = new RegExp(sandboxWorker.pattern);
    server.middlewares.use((request, response, next) => {
      if (pattern.test((request.url ?? '').split('?')[0]!)) {
        const setHeader = response.setHeader.bind(response);
        response.setHeader = (name, value) =>
          setHeader(
            name,
            name.toLowerCase() === 'content-security-policy'
              ? sandboxWorker.headers['Content-Security-Policy']
              : value,
          );
      }
      next();
    });
  },
});

/**
 * `vite preview` sends `no-cache` on everything; the production server sends the files Vite names by
 * content hash (assets/) as immutable (apps/server/src/http/web-app.ts). Served like that here too, a
 * returning user's visit, as the signed-in Lighthouse audit makes it, costs what it costs in
 * production: no request for code already fetched, instead of some eighty revalidations (decision 0719).
 */
const hashedAssetsImmutable = (): Plugin => ({
  name: 'lancer-hashed-assets-immutable',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      // sirv keeps a header already set over its own `no-cache`.
      if ((request.url ?? '').startsWith('/assets/'))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      next();
    });
  },
});

/**
 * Inter is shown only when it is at hand within the first ~100 ms (`font-display: optional`): a swap
 * to it later moves every line of text (the footer on /signin moved). Storybook keeps `swap`.
 */
const fontDisplayOptional = (): Plugin => ({
  name: 'lancer-font-display-optional',
  apply: 'build',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === 'asset' && output.fileName.endsWith('.css') && typeof output.source === 'string') {
        output.source = output.source.replace(/font-display:\s*swap/g, 'font-display:optional');
      }
    }
  },
});

/**
 * The entry script holds the first paint until it has run (`blocking="render"`): its first lines mark
 * a chosen light or dark theme on <html>, and a module script alone may run after the first frame
 * (a phone painted the light page, then turned dark). No inline script: the CSP forbids one. The
 * entry is a few hundred bytes and downloads beside the stylesheet, which holds the paint anyway
 * (decision 1900).
 */
const entryBlocksFirstPaint = (): Plugin => ({
  name: 'lancer-entry-blocks-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(
        /<script type="module" crossorigin src=/,
        '<script type="module" crossorigin blocking="render" src=',
      ),
  },
});

/**
 * The first load of a public page in one file with the entry's own: the start, the public layout
 * and what every public page uses, with all they import statically (Rolldown follows what is used,
 * not whole barrels such as radix-ui). Left to itself Rolldown made some twenty small chunks of
 * them; each page stays a chunk of its own (decision 0710).
 */
const firstLoadRoots = new Set(
  [
    'src/start.tsx',
    'src/app/layouts/public-layout.tsx',
    // /home and /signin ask whether someone is signed in (the public layout no longer does).
    'src/lib/use-signed-in.ts',
    '../../packages/features/src/lib/use-page-meta.ts',
  ].map((file) => path.resolve(import.meta.dirname, file)),
);
/**
 * What the pages that call the API share (TanStack Query and its provider, the query hooks, the
 * fields and alerts of their forms): one chunk, so /signin loads its own chunk and this one, not
 * ten small ones.
 */
const callRoots = new Set(
  [
    'apps/web/src/app/query-provider.tsx',
    ...['form-field', 'input', 'label', 'alert'].map((name) => `packages/ui/src/components/${name}.tsx`),
    ...['operation-mutation', 'operation-query', 'query-keys'].map(
      (name) => `packages/api/src/react/${name}.ts`,
    ),
  ].map((file) => path.resolve(import.meta.dirname, '../..', file)),
);
const chunkOf = (id: string) => {
  if (firstLoadRoots.has(id)) return 'app';
  if (callRoots.has(id) || /@tanstack[\\/]react-query[\\/].*[\\/]useQuery\.js$/.test(id)) return 'calls';
  return null;
};

/**
 * React Router's package exports only its development build (ENABLE_DEV_WARNINGS on), so a plain
 * build ships its warnings (remix-run/react-router#14102, open). The build takes the production
 * build it publishes beside it; the dev server keeps the warnings (decision 0723).
 */
const reactRouterDir = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
];

/** The signed-in pages' own code in one chunk, found by a probe build (decision 1940). */
const signedIn = signedInChunk(import.meta.dirname, import.meta.filename);

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper on its own: captured into the app chunk it made the entry import
            // that chunk statically, fetched before the first paint (decision 0716). The entry's
            // theme choice (decision 1900) rides with it for the same reason: in the app chunk it
            // put that chunk before the first paint again (LCP 1.6 -> 2.7 s on /home).
            { name: 'preload', test: /preload-helper|shell[\\/]theme[\\/]theme-choice/, priority: 2 },
            { name: chunkOf, debugName: 'app and calls (decision 0710)', priority: 1 },
            signedIn.group,
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    signedIn.plugin,
    securityHeadersFile(),
    sandboxWorkerPolicy(),
    hashedAssetsImmutable(),
    fontDisplayOptional(),
    entryBlocksFirstPaint(),
    // The probe build only tells which chunk a module lands in: nothing to prerender.
    isSignedInProbe() ? null : prerenderPages(),
  ],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The API writes the sitemap from the stored profiles (decision 1320).
      '/sitemap.xml': { target: apiTarget, changeOrigin: true },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    // The product's own hosts (SHELL-LANGUAGE picks the language by them; e2e/shell maps lancer.cn here).
    allowedHosts: ['.lancer.com', '.lancer.cn'],
    // The built app is served as production serves it; the dev server keeps Vite's inline scripts.
    headers: securityHeaders,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The API writes the sitemap from the stored profiles (decision 1320).
      '/sitemap.xml': { target: apiTarget, changeOrigin: true },
      // The API renders a public profile with its data, in the language of the visitor's host
      // (SHELL-LANGUAGE), so the host is passed on as it came (decision 1330).
      '^/providers/[^/]+$': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
