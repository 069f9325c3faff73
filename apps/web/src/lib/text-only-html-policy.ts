type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createHTML(input: string): string | null }): unknown;
};

/**
 * The page's default Trusted Types policy (decision 0718): a string written to an HTML sink passes
 * only when it holds no `<`, so it is text and cannot make an element, a handler or a script.
 * Libraries write such text: the UI kit's select and scroll area put their scrollbar CSS into a
 * <style> through React's dangerouslySetInnerHTML, Tiptap its editor styles, the Markdown renderer an
 * entity such as `&amp;` to decode it. Markup must come through DOMPurify's policy.
 */
export function allowTextOnlyHtml() {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  trustedTypes?.createPolicy('default', { createHTML: (input) => (input.includes('<') ? null : input) });
}
