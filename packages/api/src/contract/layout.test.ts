import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { operationKey, queryKeyOf } from '../react/query-keys';
import { operations } from './index';

/**
 * One word per area: an operation's area is the first segment of its path after /api, and that
 * word names its contract file, its client folder and its mock folder (the server's folder is
 * checked by the server's own layout test). Its file name is its name in kebab case, which is
 * also the last segment of its path.
 */
const src = path.resolve(import.meta.dirname, '..');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The spec fixes these paths (/api/user/<resource>/..., /api/ai/...); ours are /api/<area>/<name>. */
const specAreas = new Set(['user', 'ai']);
/** The client refreshes tokens inside client.ts; no screen calls it, so it has no hook file. */
const noClientFile = new Set(['refreshToken']);

describe.each(Object.values(operations).map((operation) => [operation.name, operation] as const))(
  '%s',
  (name, operation) => {
    const area = operation.path.split('/')[2]!;
    const file = kebab(name);

    it('has the path its area and name give', () => {
      expect(
        operation.path
          .replace(/\/\{\w+\}$/, '')
          .split('/')
          .pop(),
      ).toBe(file);
      if (!specAreas.has(area)) expect(operation.path).toBe(`/api/${area}/${file}`);
    });

    it('is defined in contract/<area>.ts', () => {
      expect(readFileSync(path.join(src, 'contract', `${area}.ts`), 'utf8')).toContain(`name: '${name}'`);
    });

    it('has its client file in <area>/ and its mock in mocks/handlers/<area>/', () => {
      if (!noClientFile.has(name)) expect(existsSync(path.join(src, area, `${file}.ts`))).toBe(true);
      expect(existsSync(path.join(src, 'mocks/handlers', area, `${file}.ts`))).toBe(true);
    });

    it('derives its query keys from its area and name', () => {
      expect(operationKey(operation)).toEqual([area, name]);
      expect(queryKeyOf(operation, { query: { page: 2 } })).toEqual([area, name, { page: 2 }]);
    });
  },
);

/**
 * The contract suite speaks the same words (decision 1120): a file tests one area,
 * `<area>-contract.ts` or `<area>-<topic>-contract.ts`; a journey through several areas in order
 * is `flows/<journey>-flow.ts`; a check across every area is listed in `acrossAreas`; the rest is
 * the suite's own machinery, listed here.
 */
// files: who opens each area's files; race: two calls at once on every money path's subject.
const acrossAreas = new Set([
  'rules-contract.ts',
  'guest-contract.ts',
  'visibility-contract.ts',
  'files-contract.ts',
  'race-contract.ts',
]);
const suiteMachinery = new Set([
  'chat-connect.ts',
  'describe-contract.ts',
  'fresh-account.ts',
  'msw-chat-contract.test.ts',
  'msw-contract.test.ts',
  'msw-target.ts',
  'paged-wholly.ts',
  'race.ts',
  'session.ts',
  'software-authenticator.ts',
  'start-project.ts',
  'target.ts',
]);

describe('contract suite layout', () => {
  const suite = path.join(src, 'contract-suite');
  const areas = new Set(Object.values(operations).map((operation) => operation.path.split('/')[2]!));

  it('names every file by the area it tests, or is a flow, or the suite machinery', () => {
    const strays = readdirSync(suite, { withFileTypes: true })
      .filter((entry) => !(entry.isDirectory() && entry.name === 'flows'))
      .map((entry) => entry.name)
      .filter((name) => !suiteMachinery.has(name) && !acrossAreas.has(name))
      .filter(
        (name) =>
          !/-contract\.ts$/.test(name) ||
          ![...areas].some((area) => name === `${area}-contract.ts` || name.startsWith(`${area}-`)),
      );
    expect(strays).toEqual([]);
    const flows = readdirSync(path.join(suite, 'flows')).filter((name) => !/^[a-z-]+-flow\.ts$/.test(name));
    expect(flows).toEqual([]);
  });

  it('runs every area and flow file from describe-contract.ts', () => {
    const runner = readFileSync(path.join(suite, 'describe-contract.ts'), 'utf8');
    const files = [
      ...readdirSync(suite).filter((name) => name.endsWith('-contract.ts') && !suiteMachinery.has(name)),
      ...readdirSync(path.join(suite, 'flows')).map((name) => `flows/${name}`),
    ];
    expect(files.filter((file) => !runner.includes(`from './${file.replace(/\.ts$/, '')}'`))).toEqual([]);
  });
});
