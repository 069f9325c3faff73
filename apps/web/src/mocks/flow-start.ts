import { expect, screen, userEvent, waitFor, type within } from 'storybook/test';

import type { Persona } from './personas';

/** The toolbar's "Start as" choice, or the flow's own start when the toolbar says so. */
export const startAs = (globals: Record<string, unknown>, own: Persona): Persona => {
  const chosen = globals.persona;
  return typeof chosen === 'string' && chosen !== 'flow' ? (chosen as Persona) : own;
};

/** Flows are long: give their plays room on a loaded machine; the picture is the end state. */
export const flowParameters = { layout: 'fullscreen' } as const;

/** Continues the flow as the other side, once no dialog of this side is left open. */
export async function switchSide(canvas: ReturnType<typeof within>, who: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 10_000 });
  await userEvent.click(await canvas.findByRole('button', { name: `Continue as ${who}` }));
}

/** Clicks a button once it is enabled (the screen disables its actions while a save runs). */
export async function clickWhenReady(find: () => Promise<HTMLElement>) {
  const button = await find();
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 10_000 });
  await userEvent.click(button);
}
