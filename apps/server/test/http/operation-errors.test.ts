import { operations } from '@lancer/api/contract/index';
import type { Operation } from '@lancer/api/contract/operation';
import { buildOpenApiDocument } from '@lancer/api/openapi/build-openapi';
import { describe, expect, it } from 'vitest';

import { deriveOperationErrors } from './operation-errors';

type Responses = Record<
  string,
  { content?: { 'application/json'?: { examples?: Record<string, unknown> } } }
>;

describe('the OpenAPI document names every error the server throws (issue 36)', () => {
  it('each code a handler can throw is among its operation responses, by status', () => {
    const document = buildOpenApiDocument();
    const derived = deriveOperationErrors();
    const handled = Object.keys(derived).filter((name) => name !== '*');
    // The walk found the handler maps: every handled name is an operation of the contract.
    expect(handled.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const name of handled) {
      const operation = (operations as Record<string, Operation>)[name];
      if (!operation) {
        missing.push(`${name}: a handler without a contract operation`);
        continue;
      }
      const responses = document.paths[operation.path]![operation.method.toLowerCase()] as {
        responses: Responses;
      };
      for (const { status, code } of [...derived[name]!, ...derived['*']!]) {
        const examples = responses.responses[String(status)]?.content?.['application/json']?.examples ?? {};
        if (!(code in examples)) missing.push(`${name} throws ${status} ${code}`);
      }
    }
    expect(
      missing,
      'undocumented errors: regenerate (cd apps/server && npx tsx test/http/write-operation-errors.ts; npx tsx packages/api/scripts/generate-openapi.ts)',
    ).toEqual([]);
  }, 300_000);
});

describe('each derived error carries the status the server answers with (issue 48)', () => {
  it('no code is given a status the walk could not read beside it, and ACCOUNT_SUSPENDED is 403', () => {
    const derived = deriveOperationErrors();
    const guessed = Object.entries(derived).flatMap(([name, list]) =>
      list
        .filter(({ status, code }) => status === 500 && code !== 'INTERNAL')
        .map(({ code }) => `${name}: ${code}`),
    );
    expect(guessed, 'a code without a status beside it: write the status where it is thrown').toEqual([]);
    // The bearer token's refusal of a suspended account, as the server answers it.
    expect(derived['*']).toContainEqual({ status: 403, code: 'ACCOUNT_SUSPENDED' });
    const document = buildOpenApiDocument();
    const fetchProfile = document.paths['/api/user/profile/fetch-profile']!.get as { responses: Responses };
    expect(
      Object.keys(fetchProfile.responses['403']?.content?.['application/json']?.examples ?? {}),
    ).toContain('ACCOUNT_SUSPENDED');
    expect(Object.keys(fetchProfile.responses['500']?.content?.['application/json']?.examples ?? {})).toEqual(
      ['INTERNAL'],
    );
  }, 300_000);
});
