import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * CONVENTIONS "Stories and tests": walks every screen folder of packages/features and fails when a
 * screen lacks the stories a reviewer needs. A folder is a screen when it has a `*-view.tsx`.
 * - always: Default and Chinese stories beside the view, each story with a play;
 * - with a connected screen (`<screen>.tsx` beside the view): Loading and Error too;
 * - when the view renders an EmptyState: an Empty story.
 */
const root = path.resolve(import.meta.dirname, '../..');
const featuresSrc = path.join(root, 'packages/features/src');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

const screenFolders = [
  ...new Set(
    walk(featuresSrc)
      .filter((file) => file.endsWith('-view.tsx'))
      .map(path.dirname),
  ),
];

async function storiesIn(folder: string) {
  const files = readdirSync(folder).filter((name) => name.endsWith('.stories.tsx'));
  const stories: { name: string; play: boolean }[] = [];
  for (const file of files) {
    const csf = (await readCsf(path.join(folder, file), { makeTitle: (title) => title ?? file })).parse();
    stories.push(
      ...csf.stories.map((story) => ({
        name: story.localName ?? story.name ?? '',
        play: !!story.__stats?.play,
      })),
    );
  }
  return { files, stories };
}

describe('every screen has the stories a reviewer needs', () => {
  it('finds screen folders', () => {
    expect(screenFolders.length).toBeGreaterThan(0);
  });

  for (const folder of screenFolders) {
    const relative = path.relative(root, folder);
    it(relative, async () => {
      const { files, stories } = await storiesIn(folder);
      expect(files, `${relative} has no *.stories.tsx beside its view`).not.toHaveLength(0);
      const names = stories.map((story) => story.name);
      const required = ['Default', 'Chinese'];
      const views = readdirSync(folder).filter((name) => name.endsWith('-view.tsx'));
      const connected = views.some((view) =>
        existsSync(path.join(folder, view.replace('-view.tsx', '.tsx'))),
      );
      if (connected) required.push('Loading', 'Error');
      if (views.some((view) => readFileSync(path.join(folder, view), 'utf8').includes('<EmptyState')))
        required.push('Empty');
      for (const name of required) expect(names, `${relative} needs a ${name} story`).toContain(name);
      const withoutPlay = stories.filter((story) => !story.play).map((story) => story.name);
      expect(withoutPlay, `${relative}: every story needs a play`).toEqual([]);
    });
  }
});
