import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { accessProblems, answerOf, subjects } from './access';
import { accessMatrixTable, normalizeTable, readBetween, subjectRelationsTable } from './access-table';
import { operations } from './index';
import type { Operation } from './operation';

const all = Object.values(operations) as Operation[];
type Schema = { shape?: object; options?: Schema[] } | undefined;
/** An object's fields; of alternatives (a union), the fields every alternative has. */
const fieldsOfSchema = (schema: Schema): string[] =>
  schema?.options
    ? schema.options.map(fieldsOfSchema).reduce((common, fields) => common.filter((f) => fields.includes(f)))
    : Object.keys(schema?.shape ?? {});
const fieldsOf = (operation: Operation) =>
  [operation.params, operation.query, operation.body].flatMap((schema) => fieldsOfSchema(schema as Schema));

describe('ACCESS-MATRIX declarations', () => {
  it('declares every relation of every operation exactly once', () => {
    const problems = all.flatMap((operation) =>
      accessProblems(operation.access ?? { subject: 'public', allow: [], refuse: {} }).map(
        (problem) => `${operation.name}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('finds a declaration missing at run time too (an operation built around the type)', () => {
    const bare = { ...operations.fetchProject, access: { subject: 'project', allow: ['owner'], refuse: {} } };
    expect(accessProblems(bare.access as Operation['access'])).toContain('guest is not declared');
  });

  it('agrees with sign-in and the console: guests only on public calls, the console to administrators only', () => {
    for (const operation of all) {
      expect([operation.name, answerOf(operation.access, 'guest') === 'allowed']).toEqual([
        operation.name,
        operation.auth === 'none',
      ]);
      expect([operation.name, operation.access.subject === 'console']).toEqual([
        operation.name,
        operation.path.startsWith('/api/console/'),
      ]);
    }
  });

  it("names each subject by a field of the operation's input", () => {
    const missing = all
      .filter((operation) => subjects[operation.access.subject].idField)
      .filter((operation) => !fieldsOf(operation).includes(subjects[operation.access.subject].idField!))
      .map((operation) => operation.name);
    expect(missing).toEqual([]);
  });

  it('is the matrix docs/security.md shows (regenerate: npx tsx packages/api/scripts/generate-access-matrix.ts)', () => {
    const doc = readFileSync(path.join(import.meta.dirname, '../../../../docs/security.md'), 'utf8');
    expect(normalizeTable(readBetween(doc, 'matrix') ?? '')).toBe(normalizeTable(accessMatrixTable(all)));
    expect(normalizeTable(readBetween(doc, 'subjects') ?? '')).toBe(normalizeTable(subjectRelationsTable()));
  });
});
