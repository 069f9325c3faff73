import { z } from 'zod';

import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';
import { apiErrorBodySchema } from '../errors';
import { PRODUCT_NAME } from '../product';
import { DEFAULT_LIMITS, describeLimit } from '../rules/rate-limits';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

function parameters(operation: Operation) {
  const list: Record<string, unknown>[] = [];
  for (const [where, schema] of [
    ['path', operation.params],
    ['query', operation.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input');
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

function requestBody(operation: Operation) {
  if (operation.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            additionalProperties: true,
          },
        },
      },
    };
  }
  if (!operation.body) return undefined;
  return { required: true, content: { 'application/json': { schema: toSchema(operation.body, 'input') } } };
}

const integerHeader = (description: string) => ({ description, schema: { type: 'integer' } });

/** 429 of a limited call (decision 1010): its default limit, the wait and the counters. */
function rateLimited(operation: Operation) {
  if (!operation.limit) return {};
  return {
    429: {
      description: `RATE_LIMITED: over ${describeLimit(DEFAULT_LIMITS[operation.limit])} (the "${operation.limit}" limit; the server's settings may differ)`,
      headers: {
        'Retry-After': integerHeader('Seconds to wait before calling again'),
        'x-ratelimit-limit': integerHeader('Calls allowed in the window'),
        'x-ratelimit-remaining': integerHeader('Calls left in the window (0)'),
        'x-ratelimit-reset': integerHeader('Seconds until the window starts again'),
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the contract: generated, never written by hand. The one builder:
 * docs/openapi.json is written from it and the server serves it at /api/docs/openapi.json.
 */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of Object.values(operations) as Operation[]) {
    const body = requestBody(operation);
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = {
      operationId: operation.name,
      summary: operation.summary,
      tags: [operation.path.split('/')[2]],
      ...(operation.auth === 'user' ? { security: [{ bearer: [] }] } : { security: [] }),
      parameters: parameters(operation),
      ...(body ? { requestBody: body } : {}),
      responses: {
        200: operation.stream
          ? {
              description: 'Server-sent events; the data of each is one object of this schema',
              content: { 'text/event-stream': { schema: toSchema(operation.response, 'output') } },
            }
          : {
              description: 'OK',
              content: { 'application/json': { schema: toSchema(operation.response, 'output') } },
            },
        ...rateLimited(operation),
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '0.1.0',
      description:
        'Generated from packages/api/src/contract by `npx tsx packages/api/scripts/generate-openapi.ts`. ' +
        'Errors: HTTP status + { error: { code, message, fields? } }. The chat socket is /ws/chat (frames in schemas/chat-frame.ts).',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: toSchema(apiErrorBodySchema, 'output') },
    },
    paths,
  };
}

export const openApiJson = () => `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
