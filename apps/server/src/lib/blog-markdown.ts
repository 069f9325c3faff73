import { marked } from 'marked';

import { sanitizeArticle } from './sanitize-html';

/** Front matter of a post: `key: value` lines between two `---` lines; tags are comma separated. */
export function splitFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) return { fields: {}, body: source };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { fields, body: match[2]! };
}

/**
 * Markdown to HTML with marked, then through sanitize-html with the list of what a post may hold
 * (packages/api's rules/rich-text.ts): a post's raw HTML (a script, an onclick, a javascript: link)
 * never reaches a reader.
 */
export function renderBlogMarkdown(markdown: string) {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeArticle(html);
}
