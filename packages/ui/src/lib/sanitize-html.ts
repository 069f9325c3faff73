import DOMPurify from 'dompurify';

/** Tags the rich text editor can produce; anything else (scripts, styles, iframes, handlers) is dropped. */
const allowedTags = [
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
];

/** Sanitises user HTML before it is stored or shown. Links keep only safe URLs and open safely. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: ['href', 'rel', 'target'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
