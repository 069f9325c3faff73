/**
 * Message search (decision 1603). The server uses PostgreSQL full-text search with the `simple`
 * configuration (on PGlite too): every word of the query, whole words, any case. Chinese,
 * Japanese and Korean text has no spaces between words, which `simple` cannot split, so a query
 * with such characters is matched as a substring instead (ILIKE) (CHAT-SEARCH-CJK). The mocks
 * match with `messageMatches`, the same two ways.
 */

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether the query is matched as a substring (it holds CJK characters) rather than by words. */
export const searchesBySubstring = (query: string) => CJK.test(query);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a message's text matches the query, as the server's search would. */
export function messageMatches(body: string, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return false;
  if (searchesBySubstring(q)) return body.toLowerCase().includes(q);
  const own = new Set(words(body));
  const wanted = words(q);
  return wanted.length > 0 && wanted.every((word) => own.has(word));
}

const SNIPPET_AROUND = 40;

/** The part of a message around the query's first hit, with an ellipsis where it is cut (CHAT-SEARCH-SNIPPET). */
export function searchSnippet(body: string, query: string) {
  const text = body.replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const q = query.trim().toLowerCase();
  const terms = searchesBySubstring(q) ? [q] : words(q);
  const hits = terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0);
  const at = hits.length > 0 ? Math.min(...hits) : 0;
  const start = Math.max(0, at - SNIPPET_AROUND);
  const end = Math.min(text.length, at + SNIPPET_AROUND * 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
