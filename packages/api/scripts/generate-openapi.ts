/// <reference types="node" />
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { format, resolveConfig } from 'prettier';

import { openApiJson } from '../src/openapi/build-openapi';

/**
 * Writes docs/openapi.json from the contract, as prettier formats it (the test command checks the
 * format of every file). Run from the repository root: npx tsx packages/api/scripts/generate-openapi.ts
 */
const target = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
const options = await resolveConfig(target);
writeFileSync(target, await format(openApiJson(), { ...options, filepath: target }));
console.log(`wrote ${target}`);
