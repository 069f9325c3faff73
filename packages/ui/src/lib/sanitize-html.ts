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
// Without a DOM (a server rendering a page) DOMPurify is a stub with no hooks and no sanitising.
if (DOMPurify.isSupported) {
  DOMPurify.addHook('uponSanitizeAttribute', keepListedAttribute);
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!active?.linkAttributes || node.nodeName !== 'A') return;
    for (const [name, value] of Object.entries(active.linkAttributes)) node.setAttribute(name, value);
  });
}

/** A sanitiser that works without a DOM, for the same allow-list (the server's sanitize-html). */
export type ServerHtmlSanitizer = (html: string, list: HtmlAllowList) => string;

let serverSanitizer: ServerHtmlSanitizer | null = null;

/**
 * Where there is no DOM (the API rendering a public page, decision 1330), DOMPurify cannot
 * sanitise: the renderer hands in the server's sanitiser of the same list. Without one, `trusted`
 * throws rather than pass HTML through unsanitised.
 */
export function setServerHtmlSanitizer(sanitizer: ServerHtmlSanitizer) {
  serverSanitizer = sanitizer;
}

function sanitizeWithoutDom(html: string, list: HtmlAllowList): string {
  if (!serverSanitizer) throw new Error('No DOM and no server sanitiser: HTML cannot be sanitised here');
  return serverSanitizer(html, list);
}

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
      DOMPurify.isSupported
        ? withList(list, () => DOMPurify.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true }))
        : // A string on the server: React writes it into the markup it renders.
          (sanitizeWithoutDom(html, list) as unknown as TrustedHTML),
    // With RETURN_DOM DOMPurify returns the parsed document's body (its types say Node).
    parse: (html: string): HTMLElement =>
      withList(list, () => DOMPurify.sanitize(html, { ...config, RETURN_DOM: true }) as HTMLElement),
  };
}

export type HtmlSanitizer = ReturnType<typeof createHtmlSanitizer>;
