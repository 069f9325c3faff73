import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

import { setStoryRun } from './story-run';
import { storyQueriesSettled } from './story-queries';

/**
 * Visual regression for every story, in the same run as its play and axe check: after the story
 * has rendered and played, the page is compared with the PNG committed beside the story file.
 */
// The instance's theme and frame for every story (the phone's: dark, 390 x 844; .storybook/story-run.ts).
const frame = inject('frame');
async function frameAtInstanceSize() {
  if (window.innerWidth !== frame.width || window.innerHeight !== frame.height)
    await page.viewport(frame.width, frame.height);
}
setStoryRun({
  theme: inject('theme') === 'dark' ? 'dark' : undefined,
  prepareFrame: frameAtInstanceSize,
});

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}';
  document.head.append(style);
  // Charts animate in JavaScript (recharts), which the rule above cannot stop; they ask for
  // reduced motion (ui chart.tsx, useChartAnimation), so answer "reduce" and they draw their
  // final state at once instead of whatever frame the picture happens to catch.
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    if (query.includes('prefers-reduced-motion: reduce'))
      Object.defineProperty(list, 'matches', { value: true });
    return list;
  };
});

// Whether a control focused by a play (a script, not a real key or pointer) shows its focus ring
// follows whether the element focused before it showed one, and that memory lives as long as the
// document: with files sharing a tab (isolate: false) and two tabs taking files as they come, a
// story's picture would depend on which stories ran before it in its tab. Focusing a text field
// (which always shows its ring) and removing it starts every story from the same state.
beforeEach(() => {
  if (!inject('visual')) return;
  const field = document.createElement('input');
  document.body.append(field);
  field.focus();
  field.remove();
  lastInput = 'none';
});

// What the play did last: a click, or a key. A button a mouse user clicked shows no focus ring in a
// browser; one a play clicked may, and whether it still has focus after a save depends on timing
// (it is disabled while it saves, and the browser moves focus off a disabled button when it next
// renders). So a button or link that a click left focused is blurred before the picture; after a
// key (Tab, arrows, Enter) the ring stays, as a keyboard user sees it.
let lastInput: 'none' | 'click' | 'key' = 'none';
// (A key that presses a button also fires a click, but no pointerdown or mousedown.)
for (const type of ['pointerdown', 'mousedown'])
  document.addEventListener(type, () => (lastInput = 'click'), true);
document.addEventListener('keydown', () => (lastInput = 'key'), true);

function blurButtonLeftFocusedByAClick() {
  const active = document.activeElement;
  if (lastInput !== 'click' || !(active instanceof HTMLElement)) return;
  if (!active.matches('button, a[href], [role="button"]')) return;
  // A trigger whose menu, popover or tooltip is open would close it.
  if (active.getAttribute('aria-expanded') === 'true' || /open/.test(active.dataset.state ?? '')) return;
  active.blur();
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * The page's height once its calls have answered and it has stopped growing: a screen whose last
 * part arrived after the play ended (a list under an open drawer) measured early gave a frame too
 * short, pictured with the overlay ending above the page's foot on some runs only.
 */
async function settledPageHeight() {
  // A loading story (a part of it busy) waits on a call that never answers.
  if (!document.querySelector('[aria-busy="true"]')) await storyQueriesSettled();
  let last = -1;
  for (let frames = 0; frames < 30; frames++) {
    const height = document.documentElement.scrollHeight;
    if (height === last) return height;
    last = height;
    await nextFrame();
    await nextFrame();
  }
  return last;
}

afterEach(async (context) => {
  const story = (
    context as unknown as {
      story?: {
        parameters?: { visual?: { disable?: boolean; phone?: boolean; subject?: 'dialog' | 'frame' } };
      };
    }
  ).story;
  // The phone instance pictures each screen's Default in dark (decision 1920), beside the desktop's
  // light picture of the same story.
  const visual = inject('visual');
  if (!visual) return;
  if (context.task.result?.state === 'fail' || story?.parameters?.visual?.disable) return;
  if (visual === 'phone-dark' && story?.parameters?.visual?.phone === false) return;
  // Two files run side by side; the one being pictured takes window focus, so focus rings and
  // selection colours render as they do for a user.
  window.focus();
  blurButtonLeftFocusedByAClick();
  await document.fonts.ready;
  // The story's frame is the viewport: what lies below it would be pictured blank, so a story
  // taller than the viewport is pictured in a frame as tall as the page, then the frame goes back.
  // A story that ends on an open dialog over a tall page (a flow's drawer) pictures the dialog: the
  // page under its overlay grown to the frame's height was pictured a different height run to run.
  // One that ends on a screen a frame tall (a flow arriving at Projects) is pictured in the
  // instance's frame as it is: grown to a height measured on the way there, its shell grew with it.
  const subject = story?.parameters?.visual?.subject;
  if (subject === 'frame') await frameAtInstanceSize();
  const { innerWidth: width, innerHeight: height } = window;
  const dialog = subject === 'dialog' && document.querySelector('[role="dialog"]');
  const pageHeight = subject ? height : await settledPageHeight();
  if (pageHeight > height) await page.viewport(width, pageHeight);
  try {
    // Two equal pictures in a row make a stable one: on a loaded machine a phone page 4,000 px
    // tall took longer than the default 5 s to give two.
    await expect(dialog ? page.getByRole('dialog') : page.elementLocator(document.body)).toMatchScreenshot(
      visual === 'phone-dark' ? `${context.task.name}-phone-dark` : context.task.name,
      { timeout: 15_000 },
    );
  } finally {
    if (pageHeight > height) await page.viewport(width, height);
  }
});

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Compare each story with its committed picture: `true` on the desktop instance (light, named
     * as the story), `phone-dark` on the phone instance (dark, named `<story>-phone-dark`).
     */
    visual: boolean | 'phone-dark';
    /** The theme every story of the instance is shown in (the phone instance's: dark). */
    theme: 'light' | 'dark';
    /** The story frame's size: 1200 x 900 on the desktop instance, 390 x 844 on the phone's. */
    frame: { width: number; height: number };
  }
}
