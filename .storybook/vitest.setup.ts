import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression for every story, in the same run as its play and axe check: after the story
 * has rendered and played, the page is compared with the PNG committed beside the story file.
 */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';
  document.head.append(style);
});

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: { visual?: { disable?: boolean } } } }).story;
  if (context.task.result?.state === 'fail' || story?.parameters?.visual?.disable) return;
  // Two files run side by side; the one being pictured takes window focus, so focus rings and
  // selection colours render as they do for a user.
  window.focus();
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(context.task.name);
});
