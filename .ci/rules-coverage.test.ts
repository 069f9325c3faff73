import { describe, expect, it } from 'vitest';

// @ts-expect-error -- a plain ES module of .ci (the test command runs it with node).
import { parseClaims, parseRules } from './lib/rules-coverage.mjs';

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
});
