import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * Every @lancer/ui component has a docs page (issue 35, "Docs that teach"): a guide beside it,
 * `packages/ui/src/components/<name>.mdx`, attached to its stories, with the sections the
 * Contributing page asks for (what it is for, when not, props from the types, keyboard and screen
 * readers, live examples), whose live examples name stories that exist. A module that is a part of
 * other components rather than a component of its own names the page that documents it.
 */
const root = path.resolve(import.meta.dirname, '../..');
const components = path.join(root, 'packages/ui/src/components');

/** Modules documented on another page (the page must name the module's import path). */
const documentedElsewhere: Record<string, string> = {
  // The frame, colours and tooltip every chart shares: the charts' guides.
  chart: 'packages/ui/src/components/line-chart.mdx',
  'cartesian-chart': 'packages/ui/src/components/line-chart.mdx',
  // The provider of the components' own texts in the reader's language: Getting started.
  'ui-texts': '.storybook/docs/getting-started.mdx',
};

const modules = readdirSync(components)
  .filter((file) => file.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(file))
  .map((file) => file.replace(/\.tsx$/, ''));

const requiredSections = ['## When to use it, when not', '## Props', '## Keyboard and screen readers'];

const storyNames = (name: string) =>
  new Set(
    [
      ...readFileSync(path.join(components, `${name}.stories.tsx`), 'utf8').matchAll(/^export const (\w+)/gm),
    ].map((match) => match[1]),
  );

describe('@lancer/ui component docs pages', () => {
  it('finds the components', () => {
    expect(modules).toEqual(expect.arrayContaining(['button', 'dialog', 'data-table']));
  });

  it.each(modules.filter((name) => documentedElsewhere[name]))(
    '%s is documented on the page that names it',
    (name) => {
      const page = readFileSync(path.join(root, documentedElsewhere[name]!), 'utf8');
      expect(page).toContain(`@lancer/ui/components/${name}`);
    },
  );

  it.each(modules.filter((name) => !documentedElsewhere[name]))('%s has a guide', (name) => {
    const file = path.join(components, `${name}.mdx`);
    expect(existsSync(file), `packages/ui/src/components/${name}.mdx is missing (see Contributing)`).toBe(
      true,
    );
    const page = readFileSync(file, 'utf8');
    // Attached to the component's stories, as the sidebar's "Guide" beside them.
    const attached = page.match(/^import \* as (\w+) from '\.\/([\w-]+)\.stories';$/m);
    expect(attached?.[2], 'imports its own stories').toBe(name);
    expect(page).toContain(`<Meta of={${attached![1]}} name="Guide" />`);
    expect(page).toContain(`\`@lancer/ui/components/${name}\``);
    for (const section of requiredSections) expect(page, section).toContain(section);
    expect(page, 'a props table from the types').toMatch(/<ArgTypes of=\{\w+\} \/>/);
    // Live examples: at least one, and each names a story of this file.
    const examples = [...page.matchAll(new RegExp(`<Canvas of=\\{${attached![1]}\\.(\\w+)\\}`, 'g'))].map(
      (match) => match[1],
    );
    expect(examples.length, 'live examples').toBeGreaterThan(0);
    const stories = storyNames(name);
    for (const example of examples) expect([...stories], `${name}.stories.tsx exports it`).toContain(example);
    expect(page, 'every live example is one of its own stories').not.toMatch(/<Canvas of=\{(?!\w+\.\w+\})/);
  });
});
