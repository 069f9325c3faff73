import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { readCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * docs/conventions.md, "Screens": walks every screen folder of packages/features and fails when a
 * screen lacks the stories a reviewer needs. A folder is a screen when it has a `*-view.tsx`.
 * - always: Default and Chinese stories beside the view, each story with a play;
 * - with a connected screen (`<screen>.tsx` beside the view) that reads from the API (a useFetch.../useSearch... hook): Loading and Error too;
 * - when the view renders an empty state (an EmptyState, or LoadState's `empty`): an Empty story.
 *
 * And every story file of packages/ui/src/components (the design system's own stories):
 * - a Default story, unless the file says why not in `parameters.conventions.noDefault`;
 * - a play for every interactive story: one that hands the component a handler (an `on...` prop
 *   or a `fn()` spy), in the story itself or in the meta all its stories share.
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

/**
 * Stories made by the shared state-story factories (lib/state-stories.ts, lab/lab-story-setups.ts):
 * a call has no play to read in the source, so the factory's own source must hold one.
 */
const storyFactoryFiles = [
  'packages/features/src/lib/state-stories.ts',
  'packages/features/src/lab/lab-story-setups.ts',
];
const factoriesWithPlay = new Set(
  storyFactoryFiles.flatMap((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return [...source.matchAll(/export (?:function|const) (\w+Story)\b[^]*?(?=\nexport |$)/g)]
      .filter((match) => /\bplay: async/.test(match[0]))
      .map((match) => match[1]!);
  }),
);

type StoryExport = { init?: { type?: string; callee?: { name?: string } } };
const madeByFactoryWithPlay = (node: StoryExport | undefined) =>
  node?.init?.type === 'CallExpression' && factoriesWithPlay.has(node.init.callee?.name ?? '');

async function storiesIn(folder: string) {
  const files = readdirSync(folder).filter((name) => name.endsWith('.stories.tsx'));
  const stories: { name: string; play: boolean }[] = [];
  for (const file of files) {
    const csf = (await readCsf(path.join(folder, file), { makeTitle: (title) => title ?? file })).parse();
    // The story exports, in the order of csf.stories (both follow the file's exports).
    const storyExports = Object.values(
      (csf as unknown as { _storyExports: Record<string, StoryExport> })._storyExports,
    );
    stories.push(
      ...csf.stories.map((story, index) => ({
        name: story.localName ?? story.name ?? '',
        play: !!story.__stats?.play || madeByFactoryWithPlay(storyExports[index]),
      })),
    );
  }
  return { files, stories };
}

describe('every screen has the stories a reviewer needs', () => {
  it('finds screen folders, and the story factories that give a play', () => {
    expect(screenFolders.length).toBeGreaterThan(0);
    expect([...factoriesWithPlay].sort()).toEqual(['aiNotConfiguredStory', 'errorStory', 'loadingStory']);
  });

  for (const folder of screenFolders) {
    const relative = path.relative(root, folder);
    it(relative, async () => {
      const { files, stories } = await storiesIn(folder);
      expect(files, `${relative} has no *.stories.tsx beside its view`).not.toHaveLength(0);
      const names = stories.map((story) => story.name);
      const required = ['Default', 'Chinese'];
      const views = readdirSync(folder).filter((name) => name.endsWith('-view.tsx'));
      const fetches = (view: string) => {
        const screen = path.join(folder, view.replace('-view.tsx', '.tsx'));
        return existsSync(screen) && /\buse(Fetch|Search)[A-Z]/.test(readFileSync(screen, 'utf8'));
      };
      const connected = views.some(fetches);
      if (connected) required.push('Loading', 'Error');
      const rendersEmpty = (view: string) =>
        /<EmptyState|\bempty=\{/.test(readFileSync(path.join(folder, view), 'utf8'));
      if (views.some(rendersEmpty)) required.push('Empty');
      for (const name of required) expect(names, `${relative} needs a ${name} story`).toContain(name);
      const withoutPlay = stories.filter((story) => !story.play).map((story) => story.name);
      expect(withoutPlay, `${relative}: every story needs a play`).toEqual([]);
    });
  }
});

const uiComponents = path.join(root, 'packages/ui/src/components');
const uiStoryFiles = readdirSync(uiComponents).filter((name) => name.endsWith('.stories.tsx'));

/** Passes a handler to what it renders: an on... prop or arg, or a storybook/test spy. */
const handsAHandler = (source: string) => /\bfn\(|\bon[A-Z]\w*\s*[:=]/.test(source);

async function uiStories(file: string) {
  const source = readFileSync(file, 'utf8');
  const csf = (await readCsf(file, { makeTitle: (title) => title ?? file })).parse();
  const slice = (node: unknown) => {
    const { start, end } = (node ?? {}) as { start?: number; end?: number };
    return start === undefined || end === undefined ? '' : source.slice(start, end);
  };
  const noDefault = /noDefault\s*:\s*['"`][^'"`]{10,}/.test(slice(csf._metaNode));
  const stories = csf.stories.map((story, index) => {
    const exportName = Object.keys(csf._storyExports)[index] ?? story.name ?? '';
    return {
      name: exportName,
      play: !!story.__stats?.play,
      interactive: handsAHandler(slice(csf._storyExports[exportName])),
    };
  });
  return { stories, noDefault };
}

describe('every ui story file has a Default story and plays for its interactive stories', () => {
  it('finds ui story files', () => {
    expect(uiStoryFiles.length).toBeGreaterThan(0);
  });

  it('tells an interactive story from a picture', () => {
    expect(handsAHandler('args: { onCheckedChange: fn() }')).toBe(true);
    expect(handsAHandler('render: () => <Button onClick={onPost}>Post</Button>')).toBe(true);
    expect(handsAHandler("{ globals: { theme: 'dark' } }")).toBe(false);
    expect(handsAHandler("args: { title: 'Only once' }")).toBe(false);
  });

  for (const file of uiStoryFiles) {
    it(`packages/ui/src/components/${file}`, async () => {
      const { stories, noDefault } = await uiStories(path.join(uiComponents, file));
      if (!noDefault) {
        expect(
          stories.map((story) => story.name),
          `${file} needs a Default story (or parameters.conventions.noDefault with the reason)`,
        ).toContain('Default');
      }
      const withoutPlay = stories
        .filter((story) => story.interactive && !story.play)
        .map((story) => story.name);
      expect(withoutPlay, `${file}: interactive stories need a play`).toEqual([]);
    });
  }
});

/** Han characters: what a Chinese story must show (in its args, its render or what its play checks). */
const showsChinese = (source: string) => /\p{Script=Han}/u.test(source);

/** The relative modules a story file imports (a shared story factory lives in one). */
const importedSources = (file: string, source: string) =>
  [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].flatMap((match) =>
    ['.tsx', '.ts']
      .map((extension) => path.resolve(path.dirname(file), match[1]!) + extension)
      .filter(existsSync)
      .map((module) => readFileSync(module, 'utf8')),
  );

/**
 * Each story export of a file with its source. A story written as an object is read as it is; one
 * taken from a shared factory (`stories.Chinese`, `errorStory(...)`) is read with the modules the
 * file imports, where the factory writes it.
 */
async function storySources(file: string) {
  const source = readFileSync(file, 'utf8');
  const csf = (await readCsf(file, { makeTitle: (title) => title ?? file })).parse();
  return Object.entries(csf._storyExports).map(([name, node]) => {
    const { start, end, init } = (node ?? {}) as { start?: number; end?: number; init?: { type?: string } };
    const own = start === undefined || end === undefined ? '' : source.slice(start, end);
    const fromFactory = init?.type !== 'ObjectExpression';
    return { name, source: fromFactory ? [own, ...importedSources(file, source)].join('\n') : own };
  });
}

describe('a Chinese story shows Chinese text', () => {
  const storyFiles = [
    ...uiStoryFiles.map((file) => path.join(uiComponents, file)),
    ...walk(featuresSrc).filter((file) => file.endsWith('.stories.tsx')),
  ];

  it('tells Chinese text from none', () => {
    expect(showsChinese("await expect(canvas.getByText('项目')).toBeVisible()")).toBe(true);
    expect(showsChinese("globals: { locale: 'zh' }, args: { placeholder: 'Search' }")).toBe(false);
  });

  for (const file of storyFiles) {
    it(path.relative(root, file), async () => {
      const withoutChinese = (await storySources(file))
        .filter((story) => /Chinese/.test(story.name) && !showsChinese(story.source))
        .map((story) => story.name);
      expect(
        withoutChinese,
        'a Chinese story needs Chinese labels, values or a caption, and a play that sees them',
      ).toEqual([]);
    });
  }
});
