import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module of .ci (the test command runs it with node).
import { collectCoverage, parseClaims, parseRules } from './lib/rules-coverage.mjs';

type Claim = { ids: string[]; name: string; why?: string };
const claimed = (source: string, file = 'a.test.ts') => {
  const { claims, skipped } = parseClaims(source, file) as { claims: Claim[]; skipped: Claim[] };
  return { counted: claims.map((claim) => claim.name), skipped: skipped.map((claim) => claim.why) };
};

describe('rules coverage (issue #19)', () => {
  it('reads rule ids, texts and sections from the rules tables', () => {
    const rules = parseRules(
      '## Routes\n\n| ID | rule | source |\n| --- | --- | --- |\n| ROUTE-ROOT | `/` redirects. | S2 |\n',
    );
    expect(rules).toEqual([{ id: 'ROUTE-ROOT', section: 'Routes', rule: '`/` redirects.', source: 'S2' }]);
  });

  it('ties a claim to the story export or the it()/test() call right below it, and flags one above anything else', () => {
    const story = parseClaims(
      "const meta = {\n  title: 'Features/Hire/Post Job',\n};\n// proves: ROUTE-POST-JOB, MSG-TYPE-EMAIL\n/** A docs comment. */\nexport const ChineseLocale: Story = {};\n",
      'x/post-job.stories.tsx',
    );
    expect(story.claims).toEqual([
      expect.objectContaining({
        ids: ['ROUTE-POST-JOB', 'MSG-TYPE-EMAIL'],
        kind: 'story',
        storyId: 'features-hire-post-job--chinese-locale',
      }),
    ]);
    const test = parseClaims(
      "  // proves: GUARD-ROLES\n  it('lets a PERSONAL user in', () => {});\n",
      'a.test.ts',
    );
    expect(test.claims[0]).toMatchObject({ kind: 'test', name: 'lets a PERSONAL user in', line: 2 });
    expect(parseClaims('// proves: GUARD-ROLES\nconst x = 1;\n', 'a.test.ts').problems).toHaveLength(1);
  });

  it('does not count a claim above a test that never runs: its own skip, todo, fails or a skipped describe', () => {
    expect(claimed("// proves: A-B\nit.skip('x', () => {});\n")).toEqual({
      counted: [],
      skipped: ['it.skip'],
    });
    expect(claimed("// proves: A-B\ntest.todo('x');\n").skipped).toEqual(['test.todo']);
    expect(claimed("// proves: A-B\nit.fails('x', () => {});\n").skipped).toEqual(['it.fails']);
    expect(claimed("// proves: A-B\nit.skipIf(true)('x', () => {});\n").skipped).toEqual(['it.skipIf(true)']);
    expect(claimed("// proves: A-B\ntest.runIf(false)('x', () => {});\n").skipped).toEqual([
      'test.runIf(false)',
    ]);
    const nested =
      "describe.skip('outer', () => {\n  describe('inner', () => {\n    // proves: A-B\n    it('x', () => {\n      expect(1).toBe(1);\n    });\n  });\n});\n// proves: A-C\nit('y', () => {});\n";
    expect(claimed(nested)).toEqual({ counted: ['y'], skipped: ['describe.skip'] });
    expect(
      claimed(
        "describe.concurrent.skip('a', () => {\n  // proves: A-B\n  it.each([1])('x %s', () => {});\n});\n",
      ).skipped,
    ).toEqual(['describe.skip']);
  });

  it('counts a claim inside a skipIf over a condition of the machine (the test command has the services)', () => {
    const source =
      "describe.skipIf(!redis)('two instances', () => {\n  // proves: A-B\n  it('x', () => {});\n});\n";
    expect(claimed(source)).toEqual({ counted: ['x'], skipped: [] });
  });

  it("does not count a claim above a story whose tags or its meta's remove test", () => {
    const stories = (metaTags: string, storyTags: string) =>
      `const meta = {\n  title: 'UI/Thing',${metaTags}\n} satisfies Meta;\nexport default meta;\n// proves: A-B\nexport const Default: Story = {${storyTags}\n  args: {},\n};\n`;
    const story = (metaTags: string, storyTags: string) =>
      claimed(stories(metaTags, storyTags), 'x/thing.stories.tsx');
    expect(story('', " tags: ['!test'],")).toEqual({ counted: [], skipped: ["tags: ['!test']"] });
    expect(story(" tags: ['!test', 'autodocs'],", '')).toEqual({ counted: [], skipped: ["tags: ['!test']"] });
    expect(story(" tags: ['!test'],", " tags: ['test'],").counted).toEqual(['UI/Thing / Default']);
    expect(story(" tags: ['autodocs'],", " tags: ['!dev'],").counted).toEqual(['UI/Thing / Default']);
  });

  it('leaves a rule proved only by a skipped test unproved, and lists that claim', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rules-coverage-'));
    try {
      mkdirSync(path.join(root, 'docs/spec'), { recursive: true });
      mkdirSync(path.join(root, 'packages/x'), { recursive: true });
      writeFileSync(
        path.join(root, 'docs/spec/rules.md'),
        '## Calls\n\n| ID | rule | source |\n| --- | --- | --- |\n| CALL-ONE | One. | S1 |\n| CALL-TWO | Two. | S1 |\n',
      );
      writeFileSync(
        path.join(root, 'packages/x/x.test.ts'),
        "// proves: CALL-ONE\nit('runs', () => {});\n// proves: CALL-TWO\nit.skip('waits', () => {});\n",
      );
      const coverage = collectCoverage(root);
      expect(coverage.unproved).toEqual(['CALL-TWO']);
      expect(coverage.skipped).toEqual([
        expect.objectContaining({ ids: ['CALL-TWO'], why: 'it.skip', line: 4 }),
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
