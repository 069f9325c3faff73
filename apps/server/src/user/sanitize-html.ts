import sanitize from 'sanitize-html';

/** The formatting any text we store or publish may keep: paragraphs, emphasis, lists, quotes, code, headings, links. */
export const textTags = [
  'p',
  'br',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'h4',
  'a',
];

/** Rich text a user typed (self-intro, descriptions): formatting kept, scripts and styles gone. */
export const sanitizeRichText = (html: string) =>
  sanitize(html, {
    allowedTags: [...textTags, 'b', 'i', 'u', 's'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  }).trim();
