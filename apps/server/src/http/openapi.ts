import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { buildOpenApiDocument } from '@lancer/api/openapi/build-openapi';
import { PRODUCT_NAME } from '@lancer/api/product';
import type { FastifyInstance } from 'fastify';

import { DOCS_CONTENT_SECURITY_POLICY } from './api-headers';

/** Scalar's standalone build, served from the installed package (no CDN; decision 1800). */
const scalarBundle = () =>
  readFileSync(createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js'));

/**
 * /api/docs: the API reference (Scalar) over /api/docs/openapi.json, the contract's own document
 * (the one docs/openapi.json is generated from). The page's configuration is a JSON data block read
 * by /api/docs/init.js, so the page needs no inline script under its CSP.
 */
export function registerDocs(app: FastifyInstance) {
  const document = buildOpenApiDocument();
  let bundle: Buffer | undefined;
  app.get('/api/docs/openapi.json', async () => document);
  app.get('/api/docs/scalar.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send((bundle ??= scalarBundle())),
  );
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .send(
        "Scalar.createApiReference('#reference', { url: '/api/docs/openapi.json', hideClientButton: false, withDefaultFonts: false, telemetry: false, showDeveloperTools: 'never', agent: { disabled: true }, mcp: { disabled: true } });\n",
      ),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PRODUCT_NAME} API reference</title></head><body><main id="reference" aria-label="${PRODUCT_NAME} API reference"></main><script src="/api/docs/scalar.js"></script><script src="/api/docs/init.js"></script></body></html>`,
      ),
  );
}
