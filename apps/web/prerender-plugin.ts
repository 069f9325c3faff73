import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { createServer, type Plugin } from 'vite';

import type { Language } from '@lancer/features/i18n/resources';

// By path: Node loads this file with the Vite config, and a workspace package's TypeScript is not
// bundled into it (Node cannot run .ts from a package).
import { detectVisitorLanguageFromRequest } from '../../packages/api/src/rules/visitor-language.ts';
import { PRERENDERED_DATA_ID } from './src/app/prerendered.ts';
import type { prerender as Prerender } from './src/prerender';

/** The public pages prerendered at build time, in both languages (decision 0702). */
const prerenderedPaths = ['/home', '/signin', '/about', '/blogs', '/career', '/contact', '/demo'];
const languages: Language[] = ['en', 'zh'];

/** Where a page's file lands in dist: English at `<page>.html`, Chinese at `zh/<page>.html`. */
const prerenderedFile = (pagePath: string, language: Language) =>
  `${language === 'en' ? '' : `${language}/`}${pagePath.slice(1)}.html`;

/** What the production server needs to choose a page's language; written as dist/prerendered.json. */
const PRERENDERED_MANIFEST = 'prerendered.json';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: nothing in it may close the element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

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
            const { html, texts, meta } = await prerender(pagePath, language);
            let page = template
              .replace(/<html lang="[^"]*">/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">`)
              .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
              .replace(
                '</body>',
                `  <script type="application/json" id="${PRERENDERED_DATA_ID}">${jsonForHtml({ language, texts })}</script>\n  </body>`,
              );
            if (meta) {
              page = page
                .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
                .replace(
                  /<meta name="description" content="[^"]*" \/>/,
                  `<meta name="description" content="${escapeHtml(meta.description)}" />`,
                );
            }
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
