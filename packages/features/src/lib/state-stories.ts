import type { StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';

type StateStory = Pick<StoryObj, 'beforeEach' | 'play'>;

/**
 * The Loading story every screen has: its call never answers, and the shared loading state
 * (LoadState) shows; `then` checks what else shows meanwhile.
 */
export function loadingStory(
  handler: RequestHandler,
  then?: (canvas: ReturnType<typeof within>) => Promise<void>,
): StateStory {
  return {
    beforeEach({ msw }) {
      msw.use(handler);
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
      await then?.(canvas);
    },
  };
}

/** The Error story every screen has: its call fails, the screen's message and "Try again" show. */
export function errorStory(handler: RequestHandler, message: string): StateStory {
  return {
    beforeEach({ msw }) {
      msw.use(handler);
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(message)).toBeVisible();
      const tryAgain = canvas.getByRole('button', { name: 'Try again' });
      await expect(tryAgain).toBeVisible();
      await expect(tryAgain).toBeEnabled();
    },
  };
}

/** The texts an input is described by (aria-describedby: its error line, its help), for asserting a message sits on its field. */
export const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
