import { describe, expect, it } from 'vitest';

import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';
import { buildOpenApiDocument, openApiJson, unusedFieldDescriptions } from './build-openapi';
import committedAsyncApi from '../../../../docs/asyncapi.json';
import committed from '../../../../docs/openapi.json';
import { clientFrameSchemas, serverFrameSchemas } from '../schemas/chat-frame';
import { asyncApiJson, buildAsyncApiDocument } from './build-asyncapi';
import { buildExamples } from './examples';
import committedExamples from './examples.json';

describe('docs/openapi.json', () => {
  it('is current with the contract (regenerate: npx tsx packages/api/scripts/generate-openapi.ts)', () => {
    // Compared as data, so reformatting the file does not matter; any change of the contract does.
    expect(
      committed,
      'docs/openapi.json is stale: run npx tsx packages/api/scripts/generate-openapi.ts',
    ).toEqual(JSON.parse(openApiJson()));
  });

  it('names the type of every schema that combines others, so strict readers need not guess (issue 48)', () => {
    // Scalar's reader refuses a schema with anyOf and no type ("Expected union value") where it
    // cannot coerce it first: a nullable field, a union of numeric codes.
    const untyped: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((inner, index) => visit(inner, `${where}/${index}`));
      if (!value || typeof value !== 'object') return;
      const schema = value as Record<string, unknown>;
      if ((schema.anyOf || schema.oneOf) && schema.type === undefined) untyped.push(where);
      for (const [key, inner] of Object.entries(schema))
        if (key !== 'example' && key !== 'examples') visit(inner, `${where}/${key}`);
    };
    visit(buildOpenApiDocument(), '');
    expect(untyped.slice(0, 10), `${untyped.length} schemas without a type`).toEqual([]);
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

/** docs/openapi.json as these tests read it. */
type Media = { schema: { $ref?: string }; example?: unknown };
type Entry = {
  parameters?: { name: string; description?: string }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content: Record<string, Media> }>;
};
const document = committed as unknown as {
  components: { schemas: Record<string, { type?: string; examples?: unknown[] }> };
  paths: Record<string, Record<string, Entry>>;
};

describe('the reference describes every field', () => {
  it('gives each property and parameter of docs/openapi.json a description (field-descriptions.ts)', () => {
    const missing: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (Array.isArray(value)) return value.forEach((inner, index) => visit(inner, `${where}/${index}`));
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'properties' && inner && typeof inner === 'object')
          for (const [name, property] of Object.entries(inner as Record<string, { description?: string }>)) {
            if (!property.description) missing.push(`${where}/properties/${name}`);
            visit(property, `${where}/properties/${name}`);
          }
        else visit(inner, `${where}/${key}`);
      }
    };
    visit(document.components.schemas, '#/components/schemas');
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, entry] of Object.entries(methods)) {
        visit(entry.requestBody, `${method} ${path} body`);
        visit(entry.responses, `${method} ${path} responses`);
        for (const parameter of entry.parameters ?? [])
          if (!parameter.description) missing.push(`${method} ${path} parameter ${parameter.name}`);
      }
    expect(missing, 'describe these in packages/api/src/openapi/field-descriptions.ts').toEqual([]);
  });

  it('keeps no description of a field that no longer exists', () => {
    expect(unusedFieldDescriptions()).toEqual([]);
  });

  it('names the main resources as components and points the answers at them', () => {
    const schemas = document.components.schemas;
    for (const name of [
      'Request',
      'Proposal',
      'Project',
      'Milestone',
      'Payment',
      'Issue',
      'Notification',
      'Conversation',
      'ChatMessage',
      'UserProfile',
      'PublicUser',
      'Dispute',
      'Timesheet',
    ])
      expect(schemas[name], name).toMatchObject({ type: 'object' });
    const fetchRequest =
      document.paths['/api/request/fetch-request']!.get!.responses[200]!.content['application/json']!;
    expect(fetchRequest.schema).toEqual({ $ref: '#/components/schemas/Request' });
  });
});

describe('examples from the mock factories', () => {
  it('examples.json is current with the factories (regenerate: npx tsx packages/api/scripts/generate-openapi.ts)', () => {
    expect(committedExamples).toEqual(JSON.parse(JSON.stringify(buildExamples())));
  });

  it('shows an example of every named schema, every JSON body and every answer', () => {
    const schemas = document.components.schemas;
    expect(
      Object.keys(schemas).filter((name) => name !== 'ApiError' && !schemas[name]!.examples?.length),
    ).toEqual([]);
    const missing: string[] = [];
    for (const operation of Object.values(operations) as Operation[]) {
      const entry = document.paths[operation.path]![operation.method.toLowerCase()]!;
      const json = entry.requestBody?.content['application/json'];
      if (json && json.example === undefined) missing.push(`${operation.name} body`);
      const answer = Object.values(entry.responses[200]!.content)[0]!;
      if (answer.example === undefined && !answer.schema.$ref) missing.push(`${operation.name} answer`);
      if (json) expect(operation.body!.safeParse(json.example).success, operation.name).toBe(true);
      if (answer.example !== undefined)
        expect(operation.response.safeParse(answer.example).success, operation.name).toBe(true);
    }
    expect(missing).toEqual([]);
  });
});

describe('docs/asyncapi.json (the chat socket)', () => {
  it('is current with the frames (regenerate: npx tsx packages/api/scripts/generate-openapi.ts)', () => {
    expect(committedAsyncApi).toEqual(JSON.parse(asyncApiJson()));
  });

  it('documents every frame both ways, with an example the frame schema accepts', () => {
    const document = buildAsyncApiDocument();
    const frames = { ...clientFrameSchemas, ...serverFrameSchemas };
    expect(Object.keys(document.components.messages).sort()).toEqual(Object.keys(frames).sort());
    for (const [name, schema] of Object.entries(frames)) {
      const message = document.components.messages[name]!;
      expect(schema.safeParse(message.examples[0]!.payload).success, name).toBe(true);
    }
    expect(document.info.description).toMatch(/4401[\s\S]*4403/);
  });
});
