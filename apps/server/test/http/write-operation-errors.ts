/// <reference types="node" />
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { deriveOperationErrors } from './operation-errors';

/**
 * Writes packages/api/src/openapi/operation-errors.json, the errors each operation's handler can
 * throw (read from the server's source), which the OpenAPI builder documents. Then regenerate the
 * document: cd apps/server && npx tsx test/http/write-operation-errors.ts && cd ../.. && npx tsx packages/api/scripts/generate-openapi.ts
 */
const target = path.resolve(
  import.meta.dirname,
  '../../../../packages/api/src/openapi/operation-errors.json',
);
writeFileSync(target, `${JSON.stringify(deriveOperationErrors(), null, 2)}\n`);
console.log(`wrote ${target}`);
