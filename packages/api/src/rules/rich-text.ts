/**
 * A rich text is blank when it has no visible text once its tags are gone (an empty editor sends
 * "<p></p>"): such an issue description is refused with "Please input issue description".
 */
export const isBlankRichText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim().length === 0;

/**
 * The one allow-list of rich text (RICH-TEXT-ALLOW-LIST, decision 1033): what HTML a user's text
 * (self-intro, job descriptions, issues) and a blog post may hold. The server's sanitize-html, the
 * editor (Tiptap, whose output goes through it) and the client's DOMPurify all read it from here,
 * so a text keeps the same tags on every side.
 */
export type HtmlAllowList = {
  /** Tags kept; any other is dropped (its text kept, except script- and style-like contents). */
  tags: readonly string[];
  /** Attributes kept, per tag; every other attribute (handlers, style, class, data-*) is dropped. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** URL schemes a link may use; a relative URL has none and is kept. */
  schemes: readonly string[];
  /** Set on every link, whatever it said (user text opens elsewhere and hands nothing over). */
  linkAttributes?: Readonly<Record<string, string>>;
  /** Tags dropped with everything inside them (code, embedded documents, foreign markup). */
  droppedWithContents: readonly string[];
};

/**
 * What the editor writes (Tiptap's StarterKit: paragraphs, hard breaks, bold, italic, underline,
 * strike, inline code, code blocks, quotes, lists, headings, rules, links) and what stored text may
 * keep from other sources (b, i, h4).
 */
const textTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'hr',
  'a',
] as const;

const attributes = { a: ['href', 'title', 'rel', 'target'] } as const;
/** Not text a reader should see: the code of a script or style, a form's options, an embedded document or drawing. */
const droppedWithContents = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'svg',
  'math',
  'head',
  'title',
] as const;
const schemes = ['http', 'https', 'mailto'] as const;

/** Rich text users type: its links open in a new tab, without the opener, unfollowed. */
export const richTextAllowList: HtmlAllowList = {
  tags: textTags,
  attributes,
  schemes,
  linkAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
  droppedWithContents,
};

/** A blog post (markdown written by the team): rich text plus struck text and tables; its links stay as written. */
export const articleAllowList: HtmlAllowList = {
  tags: [...textTags, 'del', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  attributes,
  schemes,
  droppedWithContents,
};
