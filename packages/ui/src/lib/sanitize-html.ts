import DOMPurify, { type Config, type UponSanitizeAttributeHook } from 'dompurify';

/**
 * Which HTML survives: tags, attributes per tag, URL schemes, and attributes set on every link.
 * The design system knows no list of its own: the app passes packages/api's one list
 * (`rules/rich-text.ts`, decision 1033), the same one the server's sanitize-html applies.
 */
export type HtmlAllowList = {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  schemes: readonly string[];
  linkAttributes?: Readonly<Record<string, string>>;
  droppedWithContents: readonly string[];
};

/** The list of the sanitising call under way: DOMPurify's hooks are global, so they act only inside one. */
let active: HtmlAllowList | null = null;

// Attributes are allowed per tag (DOMPurify's own list is one for all tags).
const keepListedAttribute: UponSanitizeAttributeHook = (node, data) => {
  if (!active) return;
  if (!active.attributes[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
};
DOMPurify.addHook('uponSanitizeAttribute', keepListedAttribute);
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (!active?.linkAttributes || node.nodeName !== 'A') return;
  for (const [name, value] of Object.entries(active.linkAttributes)) node.setAttribute(name, value);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** DOMPurify's options for a list: a URL with one of its schemes, or relative (never "//host"). */
const configFor = (list: HtmlAllowList) =>
  ({
    ALLOWED_TAGS: [...list.tags],
    ALLOWED_ATTR: [...new Set(Object.values(list.attributes).flat())],
    ALLOWED_URI_REGEXP: new RegExp(
      `^(?:(?:${list.schemes.map(escapeRegExp).join('|')}):|(?!//)(?:[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$)))`,
      'i',
    ),
    FORBID_CONTENTS: [...list.droppedWithContents],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  }) satisfies Config;

function withList<T>(list: HtmlAllowList, run: () => T): T {
  active = list;
  try {
    return run();
  } finally {
    active = null;
  }
}

/**
 * A sanitiser for one allow-list:
 * - `sanitize`: HTML to store or send (the editor's output);
 * - `trusted`: HTML the server sent, for React's `dangerouslySetInnerHTML`: sanitised again here and
 *   returned as TrustedHTML through DOMPurify's own policy where the page enforces Trusted Types,
 *   as the web app does (decision 0718). Nothing else may write HTML into a page;
 * - `parse`: the HTML as elements, to read its text or walk it: parsed by DOMPurify, so no string
 *   reaches an HTML sink.
 */
export function createHtmlSanitizer(list: HtmlAllowList) {
  const config = configFor(list);
  return {
    sanitize: (html: string): string => withList(list, () => DOMPurify.sanitize(html, config)),
    trusted: (html: string): TrustedHTML =>
      withList(list, () => DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true })),
    // With RETURN_DOM DOMPurify returns the parsed document's body (its types say Node).
    parse: (html: string): HTMLElement =>
      withList(list, () => DOMPurify.sanitize(html, { ...config, RETURN_DOM: true }) as HTMLElement),
  };
}

export type HtmlSanitizer = ReturnType<typeof createHtmlSanitizer>;
