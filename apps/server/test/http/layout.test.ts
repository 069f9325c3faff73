import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { operations } from '@lancer/api/contract/index';
import type { Operation } from '@lancer/api/contract/operation';

import { handlers } from '../../src/handlers';

/**
 * The server's layout follows the API's: an operation at `/api/<area>/...` is handled in
 * `src/<area>/<area>-handlers.ts`, whose handler calls the service function named after the
 * operation (`create-request`, named `createRequest` in the contract) exported by a `*-service.ts` of the same folder.
 * The area is read from each path when the test runs, so moving a path moves the expectation.
 */
const src = path.join(import.meta.dirname, '../../src');
const all = Object.entries(operations as unknown as Record<string, Operation>);
const registered = handlers as Record<string, ((...args: never[]) => unknown) | undefined>;

const areaOf = (operation: Operation) => operation.path.split('/')[2] ?? '';
const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_, char: string) => char.toUpperCase());

/** `export async function name(` (or `function*`, a stream) or `export const name =` in any `*-service.ts` of the area's folder. */
function serviceExports(area: string) {
  const folder = path.join(src, area);
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('-service.ts'))) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    for (const match of text.matchAll(/^export (?:async function\*?|function\*?|const) (\w+)/gm))
      names.add(match[1]!);
  }
  return names;
}

describe('server layout = API areas', () => {
  it('registers every operation from src/<area>/<area>-handlers.ts, calling the service named after it', async () => {
    const problems: string[] = [];
    for (const [key, operation] of all) {
      const area = areaOf(operation);
      const file = path.join(src, area, `${area}-handlers.ts`);
      if (!existsSync(file)) {
        problems.push(`${operation.name}: no src/${area}/${area}-handlers.ts`);
        continue;
      }
      const module = (await import(file)) as Record<string, unknown>;
      const maps = Object.values(module).filter(
        (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
      );
      const own = maps.find((map) => key in map)?.[key];
      if (!own) {
        problems.push(`${operation.name}: not handled in src/${area}/${area}-handlers.ts`);
        continue;
      }
      if (registered[key] !== own)
        problems.push(`${operation.name}: the registered handler is not the ${area} one`);
      const service = camelCase(operation.name);
      if (!serviceExports(area).has(service))
        problems.push(`${operation.name}: no ${service} exported by src/${area}/*-service.ts`);
      // The compiled handler may call it as `(0, module.name)(...)`.
      if (!new RegExp(`\\b${service}\\)?\\(`).test(String(own)))
        problems.push(`${operation.name}: the handler does not call ${service}()`);
    }
    expect(problems).toEqual([]);
  });

  it('has one folder per area and no area folder without operations', () => {
    const areas = new Set(all.map(([, operation]) => areaOf(operation)));
    const support = new Set(['db', 'http', 'lib', 'mail']);
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !support.has(folder) && !areas.has(folder))).toEqual([]);
    expect([...areas].filter((area) => !folders.includes(area))).toEqual([]);
  });
});
