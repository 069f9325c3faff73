import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { paths } from './paths';

const featuresRoot = path.resolve(import.meta.dirname, '..');
const home = path.join(featuresRoot, 'navigation', 'paths.ts');

/** Every route's first segment: "projects", "make-proposal", "login" ... */
const firstSegments = [
  ...new Set(
    Object.values(paths)
      .map((route) => route.path.split('/')[1])
      .filter((segment): segment is string => Boolean(segment)),
  ),
];

/** A string that starts with a route: '/jobs', "/login/…", `/blogs/${slug}`, '/contact?topic=…'. */
const routeLiteral = new RegExp(String.raw`(['"\x60])/(?:${firstSegments.join('|')})(?=[/?#'"\x60]|\$\{)`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

describe('one navigation contract: route paths live in navigation/paths.ts only (decision 1100)', () => {
  it('knows a route literal when it sees one', () => {
    expect(routeLiteral.test(`<AppLink to="/jobs">`)).toBe(true);
    expect(routeLiteral.test('to={`/blogs/${slug}`}')).toBe(true);
    expect(routeLiteral.test(`'/contact?topic=career'`)).toBe(true);
    expect(routeLiteral.test(`'/api/jobs'`)).toBe(false);
    expect(routeLiteral.test(`paths.jobs.getHref()`)).toBe(false);
  });

  // Stories and tests may name the address a user sees: pinning it is their job.
  const isCheck = (file: string) => /\.(stories|test)\.tsx?$/.test(file);

  it('finds none in the screens of packages/features outside the paths map', () => {
    const offenders = sourceFiles(featuresRoot)
      .filter((file) => file !== home && !isCheck(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => routeLiteral.test(line))
          .map(({ line, index }) => `${path.relative(featuresRoot, file)}:${index + 1}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
