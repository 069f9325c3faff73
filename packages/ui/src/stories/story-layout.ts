import { expect, userEvent, within } from 'storybook/test';

/**
 * Shared by the LongText stories: the texts they use and the layout checks their plays make.
 * (Story support, not a component: the package exports only `components/*.tsx`.)
 */

/** A long title or label with ordinary word breaks. */
export const longTitle =
  'Milestone 2: checkout flow with saved cards, refunds, receipts by email and the admin report';

/** A long string with no break opportunity at all, as e-mail addresses and URLs often are. */
export const longEmail = 'ada.lovelace.analytical.engine.notes.1843@computinghistorysociety.example.org';

type Target = Element | DOMRect;

const rectOf = (target: Target) => (target instanceof DOMRect ? target : target.getBoundingClientRect());

/** One rectangle per line fragment of every text node inside `element`. */
function textRects(element: Element): DOMRect[] {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const rects: DOMRect[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    rects.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
  }
  return rects;
}

/**
 * The box the text inside `element` is laid out in (its text nodes only, not icons or arrows),
 * including any part that overflows or is clipped.
 */
export function textBox(element: Element): DOMRect {
  const rects = textRects(element);
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  return new DOMRect(
    left,
    top,
    Math.max(...rects.map((rect) => rect.right)) - left,
    Math.max(...rects.map((rect) => rect.bottom)) - top,
  );
}

/** How many whole pixels `inner` sticks out of `outer` on each side (sub-pixel layout is ignored). */
function overflowOf(inner: Target, outer: Target) {
  const a = rectOf(inner);
  const b = rectOf(outer);
  const px = (n: number) => Math.max(0, Math.floor(n));
  return {
    left: px(b.left - a.left),
    top: px(b.top - a.top),
    right: px(a.right - b.right),
    bottom: px(a.bottom - b.bottom),
  };
}

/** Fails with the overflow on each side when `inner` (an element or a text box) is not inside `outer`. */
export async function expectInside(inner: Target, outer: Target) {
  await expect(overflowOf(inner, outer)).toEqual({ left: 0, top: 0, right: 0, bottom: 0 });
}

/** The number of lines the text inside `element` takes (its text nodes only, not icons). */
export function lineCount(element: Element): number {
  return new Set(textRects(element).map((rect) => Math.round(rect.bottom))).size;
}

/**
 * Cut short with an ellipsis: the element clips its own text instead of growing, either on one
 * line (`truncate`: the text runs past the right edge) or after its first line (`line-clamp-1`:
 * the text wraps onto hidden lines). A clamp on text that cannot wrap is clipped with no ellipsis.
 */
export async function expectTruncated(element: Element) {
  const style = getComputedStyle(element);
  const truncated = style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth;
  const clamped = style.webkitLineClamp === '1' && element.scrollHeight > element.clientHeight;
  await expect({ overflow: style.overflow, cutWithEllipsis: truncated || clamped }).toEqual({
    overflow: 'hidden',
    cutWithEllipsis: true,
  });
}

/**
 * A control beside a label long enough to wrap (Checkbox, Switch, RadioGroup LongText): the control
 * keeps its `size`, the label wraps inside its row, and a click on the label operates the control.
 * The caller then checks what the click did.
 */
export async function clickControlBesideWrappingLabel(
  canvasElement: HTMLElement,
  role: 'checkbox' | 'switch' | 'radio',
  label: string,
  size: { width: number; height: number },
) {
  const canvas = within(canvasElement);
  const text = canvas.getByText(label);
  const { width, height } = canvas.getByRole(role, { name: label }).getBoundingClientRect();
  await expect({ width, height }).toEqual(size);
  await expect(lineCount(text)).toBeGreaterThan(1);
  await expectInside(textBox(text), text.parentElement!);
  await userEvent.click(text);
  (document.activeElement as HTMLElement | null)?.blur();
}
