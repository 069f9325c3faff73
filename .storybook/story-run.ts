/**
 * What a test run asks of every story it runs, set by .storybook/vitest.setup.ts; Storybook itself
 * sets nothing, so there the toolbar rules. The phone instance of the stories project shows every
 * screen's Default in dark at 390 x 844 (decisions 0707, 1920): the theme, and a frame set before
 * each story renders (the Vitest addon sizes the frame from the story's viewport parameters, 1200 x
 * 900 by default, just before it runs the story, so an instance's own viewport never reached it).
 */
type StoryRun = { theme?: 'dark'; prepareFrame?: () => Promise<void> };

const key = '__lancerStoryRun';

export function setStoryRun(run: StoryRun) {
  (globalThis as Record<string, unknown>)[key] = run;
}

export function storyRun(): StoryRun {
  return ((globalThis as Record<string, unknown>)[key] as StoryRun | undefined) ?? {};
}
