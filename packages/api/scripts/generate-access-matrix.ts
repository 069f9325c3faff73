/// <reference types="node" />
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { format, resolveConfig } from 'prettier';

import { accessMatrixTable, replaceBetween, subjectRelationsTable } from '../src/contract/access-table';
import { operations } from '../src/contract/index';

/**
 * Writes the relations and the access matrix into docs/security.md, between their markers, from the
 * operations' declarations. Run from the repository root: npx tsx packages/api/scripts/generate-access-matrix.ts
 */
const target = path.resolve(import.meta.dirname, '../../../docs/security.md');
let text = readFileSync(target, 'utf8');
text = replaceBetween(text, 'subjects', subjectRelationsTable());
text = replaceBetween(text, 'matrix', accessMatrixTable(Object.values(operations)));
const options = await resolveConfig(target);
writeFileSync(target, await format(text, { ...options, filepath: target }));
console.log(`wrote ${target}`);
