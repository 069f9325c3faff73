import { afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
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

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: { visual?: { disable?: boolean } } } }).story;
  // The phone project (decision 0707) checks plays and axe only: no baselines at that width.
  if (!inject('visual')) return;
  if (context.task.result?.state === 'fail' || story?.parameters?.visual?.disable) return;
  // Two files run side by side; the one being pictured takes window focus, so focus rings and
  // selection colours render as they do for a user.
  window.focus();
  blurButtonLeftFocusedByAClick();
  await document.fonts.ready;
  // The story's frame is the viewport: what lies below it would be pictured blank, so a story
  // taller than the viewport is pictured in a frame as tall as the page, then the frame goes back.
  const { innerWidth: width, innerHeight: height } = window;
  const pageHeight = document.documentElement.scrollHeight;
  if (pageHeight > height) await page.viewport(width, pageHeight);
  try {
    await expect(page.elementLocator(document.body)).toMatchScreenshot(context.task.name);
  } finally {
    if (pageHeight > height) await page.viewport(width, height);
  }
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** Compare each story with its committed picture (the desktop storybook project only). */
    visual: boolean;
  }
}
