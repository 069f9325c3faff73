import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Opens a select (by its accessible name, or the trigger itself) and picks an option from its list. */
export async function pickOption(canvasElement: HTMLElement, trigger: string | HTMLElement, option: string) {
  const button =
    typeof trigger === 'string'
      ? await within(canvasElement).findByRole('combobox', { name: trigger })
      : trigger;
  await userEvent.click(button);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await body.findByRole('option', { name: option }));
}

/** The picture must not depend on whether the browser shows a focus ring after the last click. */
export const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * Waits until every chart on the canvas is drawn at its container's width (the chart library loads
 * on first use and draws once at a default width before it measures), then one more frame.
 */
export async function chartsSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const figures = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="chart"] [role="img"]')];
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) {
        const width = Number(figure.querySelector('svg.recharts-surface')?.getAttribute('width'));
        expect(Math.abs(width - figure.clientWidth)).toBeLessThanOrEqual(1);
      }
    },
    { timeout: 10_000 },
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
