import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * The README is the entry: short, and true to the tree. Every repository path it names (in code,
 * in its layout block, as a link) is a tracked file or folder, placeholders such as `<area>`
 * matching at least one; every folder of packages/features/src is in its layout; it points at no
 * document outside the repository.
 */
const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);
const topLevel = new Set(tracked.map((file) => file.split('/')[0]));
/** What the commands write, never tracked. */
const generated = ['test-results/', '.data/'];

const trimmed = (token: string) => token.replace(/^[`'"([{]+|[`'")\]},;:.]+$/g, '');

function looksLikePath(token: string) {
  return (
    token.includes('/') &&
    !/^[/@~$-]/.test(token) &&
    !token.includes('://') &&
    !token.includes('=') &&
    !/[{}()]/.test(token)
  );
}

/** A path as a pattern over tracked files: `<area>` and `NNNN` stand for one name's part. */
function isTracked(repoPath: string) {
  const pattern = repoPath
    .replace(/\/$/, '')
    .split(/(<[^>]+>|NNNN)/)
    .map((part) => (/^<[^>]+>$|^NNNN$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const matcher = new RegExp(`^${pattern}(/.*)?$`);
  return tracked.some((file) => matcher.test(file));
}

/** Every repository path the README names, each with the line it is on. */
function namedPaths() {
  const found: Array<{ line: number; path: string }> = [];
  let fence = false;
  let parent = '';
  readme.split('\n').forEach((text, index) => {
    const line = index + 1;
    if (text.startsWith('```')) {
      fence = !fence;
      return;
    }
    if (fence) {
      // The layout block: an indented name is inside the unindented path above it.
      const tokens = text.trim().split(/\s+/).map(trimmed);
      if (!/^\s/.test(text) && tokens[0]) parent = looksLikePath(tokens[0]) ? tokens[0] : '';
      for (const token of tokens.filter(looksLikePath)) {
        const inside = /^\s/.test(text) && parent && !topLevel.has(token.split('/')[0]!);
        found.push({ line, path: inside ? `${parent}/${token}` : token });
      }
      return;
    }
    for (const [, code] of text.matchAll(/`([^`]+)`/g))
      for (const token of code!.split(/\s+/).map(trimmed).filter(looksLikePath))
        found.push({ line, path: token });
    for (const [, target] of text.matchAll(/\]\(([^)]+)\)/g))
      if (!/^[a-z]+:/.test(target!)) found.push({ line, path: target!.replace(/#.*$/, '') });
  });
  return found.filter(({ path: named }) => !generated.some((prefix) => named.startsWith(prefix)));
}

function layoutSection() {
  const start = readme.indexOf('\n## Layout');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

describe('README', () => {
  it('is at most 150 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });

  it('names only paths that are in the repository', () => {
    const paths = namedPaths();
    expect(paths.map((named) => named.path)).toContain('packages/api/src/contract/request.ts');
    const missing = paths.filter((named) => !isTracked(named.path));
    expect(missing.map((named) => `line ${named.line}: ${named.path}`)).toEqual([]);
  });

  it('lists every folder of packages/features/src in its layout', () => {
    const layout = layoutSection();
    const folders = readdirSync(path.join(root, 'packages/features/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(15);
    const unlisted = folders.filter((folder) => !new RegExp(`(^|\\s)${folder}/(\\s|$)`, 'm').test(layout));
    expect(unlisted).toEqual([]);
  });

  it('points at no document outside the repository', () => {
    expect(readme).not.toMatch(/\bshared\/|\bCONVENTIONS\b|\bDESIGN\.md\b/);
  });
});
