import { articleAllowList, richTextAllowList, type HtmlAllowList } from '@lancer/api/rules/rich-text';
import sanitize from 'sanitize-html';

/** sanitize-html under one allow-list of packages/api (RICH-TEXT-ALLOW-LIST, decision 1033). */
export const sanitizeWith = (list: HtmlAllowList, html: string) =>
  sanitize(html, {
    allowedTags: [...list.tags],
    allowedAttributes: Object.fromEntries(
      Object.entries(list.attributes).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...list.schemes],
    allowedSchemesAppliedToAttributes: ['href'],
    // "//host/path" is another site, whatever its scheme: refused, as on the client.
    allowProtocolRelative: false,
    nonTextTags: [...list.droppedWithContents],
    ...(list.linkAttributes
      ? { transformTags: { a: sanitize.simpleTransform('a', { ...list.linkAttributes }) } }
      : {}),
  }).trim();

/** Rich text a user typed (self-intro, descriptions): formatting kept, scripts and styles gone. */
export const sanitizeRichText = (html: string) => sanitizeWith(richTextAllowList, html);

/** A blog post's HTML (from its markdown): rich text plus tables; its links stay as written. */
export const sanitizeArticle = (html: string) => sanitizeWith(articleAllowList, html);
