/// <reference types="node" />
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { openApiJson } from '../src/openapi/build-openapi';

/** Writes docs/openapi.json from the contract. Run from the repository root: npx tsx packages/api/scripts/generate-openapi.ts */
const target = path.resolve(import.meta.dirname, '../../../docs/openapi.json');
writeFileSync(target, openApiJson());
console.log(`wrote ${target}`);
