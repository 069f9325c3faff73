import { describe, expect, it } from 'vitest';

import { resources } from './resources';

const keyPaths = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('texts exist in English and Chinese', () => {
  for (const namespace of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
    it(`namespace "${namespace}" has the same keys in en and zh, none empty`, () => {
      const en = keyPaths(resources.en[namespace]).sort();
      const zh = keyPaths(resources.zh[namespace]).sort();
      expect(zh).toEqual(en);
      for (const language of ['en', 'zh'] as const) {
        const empty = keyPaths(resources[language][namespace]).filter((path) => {
          const text = path
            .split('.')
            .reduce<unknown>(
              (node, key) => (node as Record<string, unknown>)[key],
              resources[language][namespace],
            );
          return typeof text !== 'string' || text.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    });
  }

  it('both languages have the same namespaces', () => {
    expect(Object.keys(resources.zh).sort()).toEqual(Object.keys(resources.en).sort());
  });
});
