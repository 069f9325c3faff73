import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module of .ci (the test command runs it with node).
import { checkChangesets } from './lib/changeset-check.mjs';

/** A throwaway repository with a released packages/ui, for each case. */
let repo: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: repo, stdio: 'pipe' });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const commit = (message: string) => {
  git('add', '-A');
  git('commit', '-qm', message);
};
const changeset = (name: string, packageName = '@lancer/ui') =>
  write(`.changeset/${name}.md`, `---\n'${packageName}': minor\n---\n\nA change.\n`);

function releasedRepo() {
  repo = mkdtempSync(path.join(tmpdir(), 'changeset-check-'));
  git('init', '-q', '-b', 'main');
  write('packages/ui/src/button.tsx', 'export const Button = 1;\n');
  write('packages/ui/CHANGELOG.md', '# @lancer/ui\n\n## 0.1.0\n');
  write('.changeset/config.json', '{}\n');
  commit('release 0.1.0');
}

afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('the changeset check', () => {
  it('passes when packages/ui has not changed since its release', async () => {
    releasedRepo();
    write('apps/web/x.ts', 'x\n');
    commit('elsewhere');
    expect(await checkChangesets(repo)).toMatchObject({ ok: true });
  });

  it('fails when packages/ui changed in a commit since the release with no changeset', async () => {
    releasedRepo();
    write('packages/ui/src/button.tsx', 'export const Button = 2;\n');
    commit('change the button');
    const result = await checkChangesets(repo);
    expect(result.ok).toBe(false);
    expect(result.message).toContain('packages/ui/src/button.tsx');
  });

  it('fails on an uncommitted or new file too, and on a changeset for another package only', async () => {
    releasedRepo();
    write('packages/ui/src/badge.tsx', 'export const Badge = 1;\n');
    changeset('other', '@lancer/api');
    expect(await checkChangesets(repo)).toMatchObject({ ok: false });
  });

  it('passes when a changeset for @lancer/ui is pending, in the same commit or a later one', async () => {
    releasedRepo();
    write('packages/ui/src/button.tsx', 'export const Button = 2;\n');
    commit('change the button');
    changeset('button-two');
    commit('its changeset');
    expect(await checkChangesets(repo)).toMatchObject({ ok: true });
  });

  it('does not ask for one for a test-only change', async () => {
    releasedRepo();
    write('packages/ui/src/button.test.ts', 'test\n');
    commit('a test');
    expect(await checkChangesets(repo)).toMatchObject({ ok: true });
  });

  it('fails in a shallow clone, which cannot see the release', async () => {
    releasedRepo();
    write('packages/ui/src/button.tsx', 'export const Button = 2;\n');
    commit('change');
    const origin = repo;
    repo = mkdtempSync(path.join(tmpdir(), 'changeset-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, repo], { stdio: 'pipe' });
    const result = await checkChangesets(repo);
    rmSync(origin, { recursive: true, force: true });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('shallow') });
  });
});
