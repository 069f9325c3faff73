import { describe, expect, it } from 'vitest';

import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';
import { buildOpenApiDocument, openApiJson } from './build-openapi';
import committed from '../../../../docs/openapi.json';

describe('docs/openapi.json', () => {
  it('is current with the contract (regenerate: npx tsx packages/api/scripts/generate-openapi.ts)', () => {
    // Compared as data, so reformatting the file does not matter; any change of the contract does.
    expect(
      committed,
      'docs/openapi.json is stale: run npx tsx packages/api/scripts/generate-openapi.ts',
    ).toEqual(JSON.parse(openApiJson()));
  });

  it('documents every operation once, with its schemas', () => {
    const document = buildOpenApiDocument();
    const documented = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((entry) => (entry as { operationId: string }).operationId),
    );
    expect(documented.sort()).toEqual(Object.keys(operations).sort());
    const createRequest = document.paths['/api/request/create-request']?.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
    };
    expect(createRequest.requestBody.content['application/json'].schema.required).toContain('title');
  });

  it('answers streams as text/event-stream, requires multipart bodies and names one error schema', () => {
    const document = buildOpenApiDocument();
    type Entry = {
      requestBody?: { required: boolean; content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
    };
    const all = Object.values(operations) as Operation[];
    const entryOf = (operation: Operation) =>
      document.paths[operation.path]![operation.method.toLowerCase()] as Entry;
    const streams = all.filter((operation) => operation.stream);
    const uploads = all.filter((operation) => operation.multipart);
    expect(streams.length).toBeGreaterThan(0);
    expect(uploads.length).toBeGreaterThan(0);
    for (const operation of streams)
      expect(Object.keys(entryOf(operation).responses[200]!.content!), operation.name).toEqual([
        'text/event-stream',
      ]);
    for (const operation of uploads) {
      const body = entryOf(operation).requestBody!;
      expect({ required: body.required, types: Object.keys(body.content) }, operation.name).toEqual({
        required: true,
        types: ['multipart/form-data'],
      });
    }
    const apiError = { $ref: '#/components/schemas/ApiError' };
    for (const operation of all)
      expect(entryOf(operation).responses.default!.content!['application/json']!.schema).toEqual(apiError);
    expect(document.components.schemas.ApiError).toMatchObject({ properties: { error: expect.any(Object) } });
  });
});
