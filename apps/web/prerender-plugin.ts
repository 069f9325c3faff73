import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { build, createServer, type Plugin } from 'vite';

import type { Language } from '@lancer/features/i18n/resources';

// By path: Node loads this file with the Vite config, and a workspace package's TypeScript is not
// bundled into it (Node cannot run .ts from a package).
import { detectVisitorLanguageFromRequest } from '../../packages/api/src/rules/visitor-language.ts';
import { composePage, languageLinks } from './src/prerender-page.ts';
import type { prerender as Prerender } from './src/prerender';

/** The public pages prerendered at build time, in both languages (decision 0702). */
const prerenderedPaths = ['/home', '/signin', '/about', '/blogs', '/career', '/contact', '/demo'];

/**
 * The product's public address the build-time pages name in their canonical and hreflang links
 * (SHELL-HREFLANG, decision 1382): they are written before any server knows its WEB_URL, and served
 * by whichever host asks, so the build is told (SITE_URL) or names the product's own `.com` host;
 * its `.cn` form is the Chinese one.
 */
const siteUrl = () => process.env.SITE_URL || 'https://lancer.com';
const languages: Language[] = ['en', 'zh'];

/** Where a page's file lands in dist: English at `<page>.html`, Chinese at `zh/<page>.html`. */
const prerenderedFile = (pagePath: string, language: Language) =>
  `${language === 'en' ? '' : `${language}/`}${pagePath.slice(1)}.html`;

/** What the production server needs to choose a page's language; written as dist/prerendered.json. */
const PRERENDERED_MANIFEST = 'prerendered.json';

/**
 * The provider profile's renderer (`src/render-profile.tsx`, decision 1330) built for Node into
 * `<dist>/server/`: profiles are data, so the API renders each on request with the app's own
 * components. Everything is bundled in (no import from node_modules at run time).
 */
async function buildProfileRenderer(root: string, outDir: string) {
  await build({
    root,
    configFile: false,
    // Its warnings are the bundled libraries' "use client" directives, which mean nothing on a server.
    logLevel: 'error',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/render-profile.tsx',
      outDir: path.join(outDir, 'server'),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      // One file for a server, never downloaded: its size is no page's weight.
      chunkSizeWarningLimit: 100_000,
      rolldownOptions: { output: { entryFileNames: 'render-profile.js' } },
    },
  });
}

/**
 * After the client build: renders each public page in each language with the app's own code (Vite's
 * SSR loader, no second bundle) into a copy of index.html. The page's texts ride along as a JSON
 * block, which the CSP allows (it is data, not script).
 */
export function prerenderPages(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'lancer-prerender',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir || process.env.LANCER_PRERENDER === '0') return;
      const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { prerender } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          prerender: typeof Prerender;
        };
        const manifest: Record<string, Record<Language, string>> = {};
        for (const pagePath of prerenderedPaths) {
          manifest[pagePath] = { en: '', zh: '' };
          for (const language of languages) {
            const page = composePage(template, {
              ...(await prerender(pagePath, language)),
              language,
              head: languageLinks(siteUrl(), pagePath, language).lines.join('\n'),
            });
            const file = prerenderedFile(pagePath, language);
            mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
            writeFileSync(path.join(outDir, file), page);
            manifest[pagePath][language] = file;
          }
        }
        writeFileSync(
          path.join(outDir, PRERENDERED_MANIFEST),
          `${JSON.stringify({ languageCookie: 'language', pages: manifest }, null, 2)}\n`,
        );
      } finally {
        await server.close();
      }
      await buildProfileRenderer(root, outDir);
    },
    configurePreviewServer(server) {
      // `vite preview` serves a page in the visitor's language; the rest falls through to the files.
      server.middlewares.use((request, response, next) => {
        const [pathname = '/', query] = (request.url ?? '/').split('?');
        const pagePath = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
        if (request.method === 'GET' && prerenderedPaths.includes(pagePath)) {
          const language = detectVisitorLanguageFromRequest({
            cookie: request.headers.cookie,
            host: request.headers.host,
            'accept-language': request.headers['accept-language'],
          });
          request.url = `/${prerenderedFile(pagePath, language)}${query ? `?${query}` : ''}`;
          response.setHeader('Vary', 'Cookie, Accept-Language');
        }
        next();
      });
    },
  };
}
