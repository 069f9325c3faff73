import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * docs/conventions.md: a `components/` folder holds components only. Helpers that are not
 * components (schemas, hooks, formatting, maths) live beside the screen that uses them or in a
 * `lib/` folder, so a reader can tell what a file is from where it sits.
 * Allowed in components/: `*.tsx` files that export a component (a PascalCase function or
 * constant), their `*.stories.tsx`, `*.test.ts(x)` and `*.mdx` guide, and the stories' __screenshots__.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sources = ['packages', 'apps'].flatMap((group) =>
  readdirSync(path.join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, group, entry.name, 'src')),
);

const skipped = new Set(['node_modules', '__screenshots__']);

function componentFolders(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isDirectory() && !skipped.has(entry.name))
    .flatMap((entry) => {
      const child = path.join(dir, entry.name);
      return entry.name === 'components' ? [child, ...componentFolders(child)] : componentFolders(child);
    });
}

const exportsComponent = (source: string) =>
  /export\s+(?:function\s+[A-Z]\w*\s*[<(]|const\s+[A-Z]\w*\s*=)/.test(source);

/** Why `file` does not belong in a components/ folder, or null when it does. */
function misplaced(file: string): string | null {
  const name = path.basename(file);
  if (/\.(stories\.tsx|test\.tsx?|mdx)$/.test(name)) return null;
  if (!name.endsWith('.tsx')) return `${name} is not a component (.tsx)`;
  if (!exportsComponent(readFileSync(file, 'utf8'))) return `${name} exports no component`;
  return null;
}

const folders = sources.flatMap(componentFolders);

describe('components/ folders hold components only', () => {
  it('finds components folders', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  for (const folder of folders) {
    it(path.relative(root, folder), () => {
      const problems = readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => misplaced(path.join(folder, entry.name)))
        .filter((problem) => problem !== null);
      expect(problems, 'move helpers beside the screen or into a lib/ folder').toEqual([]);
    });
  }

  it('flags a helper module and a component-less .tsx', () => {
    expect(misplaced(path.join(root, 'packages/features/src/lib/to-loadable.ts'))).toMatch(/not a component/);
    expect(misplaced(path.join(root, 'packages/features/src/lib/use-load-state-labels.ts'))).toMatch(
      /not a component/,
    );
    expect(exportsComponent('export function useCooldown(seconds: number) {}')).toBe(false);
    expect(exportsComponent('export function LoadState<T>(props: Props<T>) {}')).toBe(true);
    expect(exportsComponent('export const Button = forwardRef(...)')).toBe(true);
  });
});
