import { userEvent, within } from 'storybook/test';

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
