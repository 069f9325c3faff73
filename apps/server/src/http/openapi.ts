import type { Operation } from '@lancer/api/contract/operation';
import { buildOpenApiDocument } from '@lancer/api/openapi/build-openapi';
import { PRODUCT_NAME } from '@lancer/api/product';
import type { FastifyInstance } from 'fastify';

import { DOCS_CONTENT_SECURITY_POLICY } from './api-headers';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * /api/docs: a readable page of every call (no CDN needed) and /api/docs/openapi.json, the
 * contract's own document (the one docs/openapi.json is generated from).
 */
export function registerDocs(app: FastifyInstance, operations: Record<string, Operation>) {
  const document = buildOpenApiDocument();
  app.get('/api/docs/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => {
    const rows = Object.values(operations)
      .map(
        (op) =>
          `<section><h2><code>${op.method} ${escapeHtml(op.path)}</code></h2><p>${escapeHtml(op.summary)} <em>(${
            op.auth === 'user' ? 'signed in' : 'public'
          })</em></p><details><summary>Schemas</summary><pre>${escapeHtml(
            JSON.stringify(document.paths[op.path]?.[op.method.toLowerCase()], null, 2),
          )}</pre></details></section>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${PRODUCT_NAME} API</title><style>body{font:14px system-ui;max-width:960px;margin:2rem auto;padding:0 1rem}h2{font-size:15px;margin:1.5rem 0 .25rem}pre{background:#f5f5f5;padding:.75rem;overflow:auto}</style><h1>${PRODUCT_NAME} API</h1><p>OpenAPI document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>. Errors: <code>{"error":{"code","message","fields"}}</code>.</p>${rows}</html>`,
      );
  });
}
