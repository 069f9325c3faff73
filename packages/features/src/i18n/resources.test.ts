import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

describe('a namespace is named like its folder', () => {
  const src = path.resolve(import.meta.dirname, '..');

  it.each(Object.keys(resources.en).filter((namespace) => namespace !== 'common' && namespace !== 'ui'))(
    'namespace "%s" has a folder of that name in features/src',
    (namespace) => {
      expect(existsSync(path.join(src, namespace)), `packages/features/src/${namespace}/`).toBe(true);
    },
  );

  it('each language folder holds exactly the namespaces, one <namespace>.json each', () => {
    for (const language of ['en', 'zh'] as const) {
      const files = readdirSync(path.join(src, 'locales', language)).sort();
      expect(files).toEqual(
        Object.keys(resources[language])
          .filter((namespace) => namespace !== 'ui')
          .map((namespace) => `${namespace}.json`)
          .sort(),
      );
    }
  });

  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );

  it.each(Object.keys(resources.en).filter((namespace) => namespace !== 'common' && namespace !== 'ui'))(
    'code in the %s folder reads its own namespace (or common) only',
    (domain) => {
      const foreign = walk(path.join(src, domain))
        .filter((file) => /\.tsx?$/.test(file))
        .flatMap((file) =>
          [
            ...readFileSync(file, 'utf8').matchAll(
              /useTranslation\(\s*'([^']+)'|\bns:\s*'([^']+)'|\bt\('(\w+):/g,
            ),
          ]
            .map((match) => match[1] ?? match[2] ?? match[3])
            // The shell hands the design system its own texts (the `ui` namespace, shell/ui-texts.tsx).
            .filter((namespace) => namespace !== domain && namespace !== 'common')
            .filter((namespace) => !(domain === 'shell' && namespace === 'ui'))
            .map((namespace) => `${path.relative(src, file)} reads "${namespace}"`),
        );
      expect(foreign).toEqual([]);
    },
  );
});
