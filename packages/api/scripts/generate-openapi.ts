/// <reference types="node" />
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { format, resolveConfig } from 'prettier';

import { asyncApiJson } from '../src/openapi/build-asyncapi';
import { openApiJson } from '../src/openapi/build-openapi';
import { buildExamples } from '../src/openapi/examples';

/**
 * Writes the examples from the mock factories (src/openapi/examples.json) and docs/openapi.json
 * from the contract, as prettier formats them (the test command checks the format of every file).
 * Run from the repository root: npx tsx packages/api/scripts/generate-openapi.ts
 */
async function write(target: string, text: string) {
  const options = await resolveConfig(target);
  writeFileSync(target, await format(text, { ...options, filepath: target }));
  console.log(`wrote ${target}`);
}

const examples = buildExamples();
await write(path.resolve(import.meta.dirname, '../src/openapi/examples.json'), JSON.stringify(examples));
await write(path.resolve(import.meta.dirname, '../../../docs/openapi.json'), openApiJson(examples));
await write(path.resolve(import.meta.dirname, '../../../docs/asyncapi.json'), asyncApiJson());
