import { describe, expect, it } from 'vitest';

import { operations } from '../contract/index';
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
});
