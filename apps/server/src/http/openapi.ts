import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { buildAsyncApiDocument } from '@lancer/api/openapi/build-asyncapi';
import { buildOpenApiDocument } from '@lancer/api/openapi/build-openapi';
import { PRODUCT_NAME } from '@lancer/api/product';
import type { FastifyInstance } from 'fastify';

import { serverRoot } from '../lib/server-root';
import { renderBlogMarkdown } from '../lib/blog-markdown';
import { DOCS_CONTENT_SECURITY_POLICY } from './api-headers';

/** Scalar's standalone build, served from the installed package (no CDN; decision 1800). */
const scalarBundle = () =>
  readFileSync(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'));

/**
 * Scalar's default palette leaves muted text and the method badges under WCAG AA contrast (4.5:1)
 * on its grey panels: darker in the light theme, lighter reds in the dark one (decision 1802).
 */
const accessibleColors = [
  '.light-mode { --scalar-color-2: #595959; --scalar-color-3: #666666; --scalar-color-green: #006b45; --scalar-color-blue: #005c99; --scalar-color-orange: #a33a00; --scalar-color-red: #b80000; }',
  '.dark-mode { --scalar-color-3: #a0a0a0; --scalar-color-red: #ff7a7a; }',
].join('\n');

const referenceConfig = {
  url: '/api/docs/openapi.json',
  hideClientButton: false,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  customCss: accessibleColors,
};

/**
 * /api/docs: the API reference (Scalar) over /api/docs/openapi.json, the contract's own document
 * (the one docs/openapi.json is generated from). The page's configuration is a JSON data block read
 * by /api/docs/init.js, so the page needs no inline script under its CSP.
 */
export function registerDocs(app: FastifyInstance) {
  // Built on first request (~1-2 s of CPU), not at every start of the server.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let bundle: Buffer | undefined;
  app.get('/api/docs/openapi.json', async () => (document ??= buildOpenApiDocument()));
  app.get('/api/docs/scalar.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send((bundle ??= scalarBundle())),
  );
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send(`Scalar.createApiReference('#reference', ${JSON.stringify(referenceConfig)});\n`),
  );
  app.get('/api/docs/asyncapi.json', async () => buildAsyncApiDocument());
  // The Integrate guide (docs/integrate.md), rendered like a blog post (marked, then sanitised).
  let guide: string | undefined;
  app.get('/api/docs/integrate', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
      .send(
        (guide ??= `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Integrate with the ${PRODUCT_NAME} API</title><link rel="icon" href="data:,"><style>body{font:16px/1.6 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}code,pre{font-family:ui-monospace,monospace;background:#f2f2f2}pre{padding:.75rem;overflow:auto}a{color:#005c99}</style></head><body><main><p><a href="/api/docs">API reference</a> · <a href="/api/docs/asyncapi.json">Chat socket (AsyncAPI)</a></p><h1>Integrate with the ${PRODUCT_NAME} API</h1>${renderBlogMarkdown(
          // The blog's allow-list has no h1 (a post's title is the page's): the template writes it.
          readFileSync(path.join(serverRoot, '../../docs/integrate.md'), 'utf8').replace(/^# .*\n/, ''),
        )}</main></body></html>`),
      ),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PRODUCT_NAME} API reference</title><link rel="icon" href="data:,"></head><body><div id="reference"></div><script src="/api/docs/scalar.js"></script><script src="/api/docs/init.js"></script></body></html>`,
      ),
  );
}
