/**
 * Whether the changes to packages/ui since its last release come with a changeset (decision 1702).
 * The last release is the last commit that changed packages/ui/CHANGELOG.md (`changeset version`
 * writes it); what changed since then is read from git (commits, the working tree and untracked
 * files), so the answer does not depend on a remote or an upstream branch: a fresh clone with the
 * full history answers the same as the repository it was cloned from. A shallow clone cannot see
 * the release and fails rather than guess.
 */
import { execFileSync } from 'node:child_process';

import readChangesets from '@changesets/read';

const PACKAGE = '@lancer/ui';
const FOLDER = 'packages/ui/';
const CHANGELOG = `${FOLDER}CHANGELOG.md`;

/** Files whose change a consumer cannot see: tests, and the changelog itself. */
const internal = (file) => /\.test\.tsx?$/.test(file) || file === CHANGELOG;

const git = (cwd, args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

/** @returns {Promise<{ ok: boolean, message: string }>} */
export async function checkChangesets(cwd) {
  if (git(cwd, ['rev-parse', '--is-shallow-repository']) === 'true')
    return { ok: false, message: 'A shallow clone cannot see the last release: fetch the full history.' };
  const release = git(cwd, ['log', '-1', '--format=%H', '--', CHANGELOG]);
  if (!release) return { ok: false, message: `${CHANGELOG} has no commit: it marks the last release.` };
  const changed = [
    ...lines(git(cwd, ['diff', '--name-only', release, '--', FOLDER])),
    ...lines(git(cwd, ['ls-files', '--others', '--exclude-standard', '--', FOLDER])),
  ].filter((file) => !internal(file));
  const pending = (await readChangesets(cwd)).filter((changeset) =>
    changeset.releases.some((entry) => entry.name === PACKAGE),
  );
  const since = `since its last release (${release.slice(0, 7)})`;
  if (changed.length === 0) return { ok: true, message: `${PACKAGE}: nothing changed ${since}.` };
  if (pending.length > 0)
    return {
      ok: true,
      message: `${PACKAGE}: ${changed.length} files changed ${since}, covered by ${pending.length} changeset(s): ${pending.map((c) => c.id).join(', ')}.`,
    };
  return {
    ok: false,
    message: [
      `${PACKAGE} changed ${since} and no changeset says how: ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ` and ${changed.length - 5} more` : ''}.`,
      'Add one with `npx changeset` (major, minor or patch: packages/ui/VERSIONING.md).',
    ].join('\n'),
  };
}
