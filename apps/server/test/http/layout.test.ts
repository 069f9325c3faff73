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
const areas = new Set(all.map(([, operation]) => areaOf(operation)));
/**
 * The server's folders that serve every area (the ledger records every area's money, decision 2000;
 * files stores every area's uploads and serves them at /api/files/{id}).
 */
const supportFolders = ['audit', 'db', 'demo', 'files', 'http', 'ledger', 'lib', 'mail'];
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
    const support = new Set(supportFolders);
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !support.has(folder) && !areas.has(folder))).toEqual([]);
    expect([...areas].filter((area) => !folders.includes(area))).toEqual([]);
  });
});

/**
 * The database and the tests use the same words (decision 1120): tables sit in
 * `src/db/<area>-schema.ts`, demo data in `src/demo/<area>-seed.ts` (`lib` and `mail` for the
 * shared machinery's tables), tests in `test/<area>/` or a support folder.
 */
const db = path.join(src, 'db');
const demo = path.join(src, 'demo');
// visible-request-condition.ts: REQUEST-VISIBLE as SQL over the tables, read by the request and
// notification areas alike (so neither imports the other).
const dbShared = new Set([
  'client.ts',
  'columns.ts',
  'migrate.ts',
  'schema.ts',
  'visible-request-condition.ts',
]);
const demoShared = new Set(['admin-code-cli.ts', 'seed-cli.ts', 'seed-extensions.ts', 'seed.ts']);
const namedByArea = (name: string, suffix: string) => {
  const word = name.slice(0, -suffix.length);
  return name.endsWith(suffix) && (areas.has(word) || supportFolders.includes(word));
};

describe('database and tests layout = API areas', () => {
  it('names every db file <area>-schema.ts and every demo file <area>-seed.ts, or lists it as shared', () => {
    const strays = (folder: string, shared: Set<string>, suffix: string) =>
      readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !shared.has(entry.name))
        .map((entry) => entry.name)
        .filter((name) => !namedByArea(name, suffix));
    expect(strays(db, dbShared, '-schema.ts')).toEqual([]);
    expect(strays(demo, demoShared, '-seed.ts')).toEqual([]);
  });

  it('gives drizzle every schema file through schema.ts, and the demo every seed file', () => {
    const index = readFileSync(path.join(db, 'schema.ts'), 'utf8');
    const extensions = readFileSync(path.join(demo, 'seed-extensions.ts'), 'utf8');
    const stem = (name: string) => `'./${name.replace(/\.ts$/, '')}'`;
    const unlisted = (folder: string, suffix: string, list: string) =>
      readdirSync(folder).filter((name) => name.endsWith(suffix) && !list.includes(stem(name)));
    expect(unlisted(db, '-schema.ts', index)).toEqual([]);
    expect(unlisted(demo, '-seed.ts', extensions)).toEqual([]);
  });

  it('keeps tests in a folder per area or support folder (config and helpers too)', () => {
    const tests = path.join(import.meta.dirname, '..');
    const entries = readdirSync(tests, { withFileTypes: true });
    const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const support = new Set([...supportFolders, 'config', 'helpers']);
    expect(folders.filter((folder) => !areas.has(folder) && !support.has(folder))).toEqual([]);
    // At the top: only the runs of the contract suite against this server.
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files.filter((name) => !/^contract(-[a-z]+)?\.test\.ts$/.test(name))).toEqual([]);
  });
});
