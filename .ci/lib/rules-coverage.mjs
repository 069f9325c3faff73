/**
 * The spec as a living checklist (issue #19): reads the rules of docs/spec/rules.md and every claim
 * `// proves: ID1, ID2` written directly above a story export or an it()/test() call, and says
 * which rules are proved, by what, and what is wrong (a rule without proof, a claim naming an
 * unknown id, a claim above nothing it can name). Used by .ci/rules-coverage.mjs (the test
 * command) and by Storybook's "Spec coverage" page (a virtual module, .storybook/main.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { storyNameFromExport, toId } from 'storybook/internal/csf';

import { storySkip, testSkipAt } from './skipped-tests.mjs';
import { sourceFiles } from './source-files.mjs';

export const RULES_FILE = 'docs/spec/rules.md';
const SCANNED = ['packages', 'apps', '.ci', '.storybook'];
const CLAIM = /^\s*\/\/\s*proves:\s*(.*)$/;
const STORY_EXPORT = /^\s*export\s+const\s+([A-Za-z_$][\w$]*)/;
const TEST_CALL =
  /^\s*(?:it|test)(?:\.(?:only|skip|each\([^)]*\)|concurrent|sequential|fails))*\s*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/;
const TEST_CALL_ANY = /^\s*(?:it|test)\b[\w.]*\s*\(/;

/** Rules in table order: `| ID | rule | source |` rows under `## Section` headings. */
export function parseRules(markdown) {
  const rules = [];
  let section = '';
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) section = heading[1].trim();
    const row = /^\|\s*([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)\s*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (row) rules.push({ id: row[1], section, rule: row[2].trim(), source: row[3].trim() });
  }
  return rules;
}

/** The story file's title: `title: '...'` of its meta (`const meta = {` or `export default {`). */
export const storyTitle = (source) =>
  /(?:const\s+meta\b[^=]*=|export\s+default)\s*\{[\s\S]*?\btitle:\s*(['"`])(.+?)\1/.exec(source)?.[2];

/**
 * Every claim of one file: { ids, kind: 'story' | 'test', name, storyId?, file, line }, a problem,
 * or a claim above a test or story that never runs (skipped, with why: it proves nothing).
 */
export function parseClaims(source, file) {
  const claims = [];
  const problems = [];
  const skipped = [];
  const lines = source.split('\n');
  const isStories = /\.stories\.tsx?$/.test(file);
  const title = isStories ? storyTitle(source) : undefined;
  lines.forEach((text, index) => {
    const claim = CLAIM.exec(text);
    if (!claim) return;
    const ids = claim[1]
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    const where = `${file}:${index + 1}`;
    // The claim belongs to the first line below it that is not a comment (or a further claim).
    let next = index + 1;
    while (next < lines.length && /^\s*(\/\/|\/\*|\*|$)/.test(lines[next])) next += 1;
    const target = lines[next] ?? '';
    const story = isStories ? STORY_EXPORT.exec(target) : null;
    if (story && title) {
      const name = story[1];
      const storyId = toId(title, storyNameFromExport(name));
      const why = storySkip(source, name);
      if (why) {
        skipped.push({ ids, name: `${title} / ${storyNameFromExport(name)}`, file, line: index + 1, why });
        return;
      }
      claims.push({
        ids,
        kind: 'story',
        name: `${title} / ${storyNameFromExport(name)}`,
        storyId,
        file,
        line: index + 1,
      });
      return;
    }
    const test = TEST_CALL.exec(target);
    if (test || TEST_CALL_ANY.test(target)) {
      const name = test?.[2] ?? target.trim();
      const why = testSkipAt(source, next);
      if (why) skipped.push({ ids, name, file, line: next + 1, why });
      else claims.push({ ids, kind: 'test', name, file, line: next + 1 });
      return;
    }
    problems.push(`${where}: "// proves:" must sit directly above a story export or an it()/test() call`);
  });
  return { claims, problems, skipped };
}

/** The whole picture for a checkout at `root`. */
export function collectCoverage(root) {
  const rules = parseRules(readFileSync(path.join(root, RULES_FILE), 'utf8'));
  const known = new Set(rules.map((rule) => rule.id));
  const claims = [];
  const problems = [];
  const skipped = [];
  for (const dir of SCANNED) {
    if (!existsSync(path.join(root, dir))) continue;
    for (const full of sourceFiles(path.join(root, dir), /\.(ts|tsx|mjs)$/)) {
      const source = readFileSync(full, 'utf8');
      if (!source.includes('proves:')) continue;
      const file = path.relative(root, full).split(path.sep).join('/');
      const parsed = parseClaims(source, file);
      claims.push(...parsed.claims);
      problems.push(...parsed.problems);
      skipped.push(...parsed.skipped);
    }
  }
  const unknown = [];
  for (const claim of claims)
    for (const id of claim.ids)
      if (!known.has(id))
        unknown.push(`${claim.file}:${claim.line} claims ${id}, which ${RULES_FILE} does not list`);
  const proofsOf = (id) =>
    claims
      .filter((claim) => claim.ids.includes(id))
      .map(({ kind, name, storyId, file, line }) => ({ kind, name, storyId, file, line }));
  const covered = rules.map((rule) => ({ ...rule, proofs: proofsOf(rule.id) }));
  const unproved = covered.filter((rule) => rule.proofs.length === 0).map((rule) => rule.id);
  return { rules: covered, unproved, unknown, problems, skipped, claimCount: claims.length };
}
