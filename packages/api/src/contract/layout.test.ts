import { existsSync, readFileSync } from 'node:fs';
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
