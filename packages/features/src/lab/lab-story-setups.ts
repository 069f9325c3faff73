import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';

import { fetchLabStatusMock } from '@lancer/api/mocks/handlers/lab/fetch-lab-status';

/**
 * The lab's own story setup: AI not configured. The Loading and Error stories are every screen's
 * (lib/state-stories). Stories only.
 */

type Canvas = ReturnType<typeof within>;
type PlayContext = { canvasElement: HTMLElement };
type MswContext = { msw: { use: (...handlers: RequestHandler[]) => void } };

/** A story's scenario: these handlers in front of the defaults. */
const withHandlers = (...handlers: RequestHandler[]) => ({
  beforeEach({ msw }: MswContext) {
    msw.use(...handlers);
  },
});

/**
 * MSG-AI-NOT-CONFIGURED: the API has no AI endpoint (and `handlers` answer so): the page says so;
 * `then` checks what the tool still does and what waits.
 */
export const aiNotConfiguredStory = (
  then: (canvas: Canvas, canvasElement: HTMLElement) => Promise<void>,
  ...handlers: RequestHandler[]
) => ({
  ...withHandlers(fetchLabStatusMock.success({ configured: false, model: null }), ...handlers),
  play: async ({ canvasElement }: PlayContext) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('AI is not configured')).toBeVisible();
    await then(canvas, canvasElement);
  },
});
