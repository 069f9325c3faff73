#!/usr/bin/env node
/**
 * Fails when a rule of docs/spec/rules.md has no proof, or a `// proves:` claim names an id the
 * rules do not list (issue #19). Reads files only: well under a second.
 */
import { collectCoverage, RULES_FILE } from './lib/rules-coverage.mjs';
import { root } from './lib/run.mjs';

const { rules, unproved, unknown, problems, skipped, claimCount } = collectCoverage(root);

console.log(
  `rules coverage: ${rules.length - unproved.length} of ${rules.length} rules proved by ${claimCount} claims`,
);
if (unproved.length > 0) {
  console.error(`\n${unproved.length} rule(s) of ${RULES_FILE} have no proof:\n  ${unproved.join('\n  ')}`);
  console.error(
    '\nClaim a rule with `// proves: ID` directly above the story export or it()/test() call that proves it.',
  );
}
// Not a failure by itself: the rule it names is still counted as unproved unless something else proves it.
if (skipped.length > 0)
  console.log(
    `\nClaims above tests or stories that never run (not counted; decision 1110):\n  ${skipped
      .map((claim) => `${claim.file}:${claim.line} ${claim.ids.join(', ')} (${claim.why})`)
      .join('\n  ')}`,
  );
if (unknown.length > 0) console.error(`\nClaims naming unknown rules:\n  ${unknown.join('\n  ')}`);
if (problems.length > 0) console.error(`\nMisplaced claims:\n  ${problems.join('\n  ')}`);
process.exit(unproved.length + unknown.length + problems.length > 0 ? 1 : 0);
