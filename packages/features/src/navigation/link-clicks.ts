/**
 * For plays: the hrefs of the links clicked in `doc` from now on, in order. Storybook's link keeps a
 * plain click in the story (.storybook/story-providers.tsx), so a play asserts where a click leads
 * by the href it followed (decision 1150).
 */
export function recordLinkClicks(doc: Document): string[] {
  const hrefs: string[] = [];
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) hrefs.push(link.getAttribute('href')!);
  });
  return hrefs;
}
