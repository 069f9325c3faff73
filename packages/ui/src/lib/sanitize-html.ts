import DOMPurify, { type Config } from 'dompurify';

const safeUrls = /^(?:https?:|mailto:)/i;

/** Tags the rich text editor can produce; anything else (scripts, styles, iframes, handlers) is dropped. */
const editorHtml = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'hr',
    'a',
  ],
  ALLOWED_ATTR: ['href', 'rel', 'target'],
  ALLOWED_URI_REGEXP: safeUrls,
} satisfies Config;

/**
 * What HTML the server sends may hold: its rich text and its blog posts' lists together
 * (apps/server/src/user/sanitize-html.ts, apps/server/src/site/blog-markdown.ts).
 */
const shownHtml = {
  ALLOWED_TAGS: [
    ...editorHtml.ALLOWED_TAGS,
    ...['h4', 'b', 'i', 'u', 'del', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  ALLOWED_ATTR: ['href', 'title', 'rel', 'target'],
  ALLOWED_URI_REGEXP: safeUrls,
} satisfies Config;

/** Sanitises user HTML before it is stored or shown. Links keep only safe URLs and open safely. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, editorHtml);
}

/**
 * HTML the server sent, for React's `dangerouslySetInnerHTML`: sanitised again here, and returned as
 * TrustedHTML through DOMPurify's own policy where the page enforces Trusted Types, as the web app
 * does (decision 0718). Nothing else may write HTML into a page.
 */
export function trustedHtml(html: string) {
  return DOMPurify.sanitize(html, { ...shownHtml, RETURN_TRUSTED_TYPE: true });
}

/** Some HTML as elements, to read its text or walk it: parsed by DOMPurify, so no string reaches an HTML sink. */
export function parseHtml(html: string, { forEditor = false } = {}): HTMLElement {
  // With RETURN_DOM DOMPurify returns the parsed document's body (its types say Node).
  return DOMPurify.sanitize(html, {
    ...(forEditor ? editorHtml : shownHtml),
    RETURN_DOM: true,
  }) as HTMLElement;
}
