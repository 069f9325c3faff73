import type { Operation } from '@lancer/api/contract/operation';
import { apiErrorBodySchema } from '@lancer/api/errors';
import { PRODUCT_NAME } from '@lancer/api/product';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { DOCS_CONTENT_SECURITY_POLICY } from './api-headers';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

const objectParams = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
};

/** The OpenAPI 3.1 document, generated from the contract (the same zod schemas the routes use). */
function buildOpenApi(operations: Record<string, Operation>) {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of Object.values(operations)) {
    const body = op.multipart
      ? {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        }
      : op.body
        ? { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } }
        : undefined;
    (paths[op.path] ??= {})[op.method.toLowerCase()] = {
      operationId: op.name,
      summary: op.summary,
      security: op.auth === 'user' ? [{ bearer: [] }] : [],
      parameters: [...objectParams(op.params, 'path'), ...objectParams(op.query, 'query')],
      ...(body ? { requestBody: body } : {}),
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: jsonSchema(op.response, 'output') } },
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: '0.1.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** /api/docs: a readable page of every call (no CDN needed) and /api/docs/openapi.json. */
export function registerDocs(app: FastifyInstance, operations: Record<string, Operation>) {
  const document = buildOpenApi(operations);
  app.get('/api/docs/openapi.json', async () => document);
  app.get('/api/docs', async (_request, reply) => {
    const rows = Object.values(operations)
      .map(
        (op) =>
          `<section><h2><code>${op.method} ${escapeHtml(op.path)}</code></h2><p>${escapeHtml(op.summary)} <em>(${
            op.auth === 'user' ? 'signed in' : 'public'
          })</em></p><details><summary>Schemas</summary><pre>${escapeHtml(
            JSON.stringify((document.paths[op.path] ?? {})[op.method.toLowerCase()], null, 2),
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
