/**
 * The job search's keyword rule, shared by the server (PostgreSQL full-text search over title
 * and description, `simple` configuration) and the mocks: the keyword is split into words; a job
 * matches when each word starts some word of its title or description.
 */

/**
 * A search's total is counted up to this many matches; past it the answer says total_capped and
 * the screen reads "1,000+ jobs" (50 pages of 20: past that, narrow the search). Counting is the
 * search's one cost that grows with the matches (decision 0420).
 */
export const SEARCH_TOTAL_CAP = 1_000;

/** At most this many words of a keyword are searched. */
export const MAX_SEARCH_WORDS = 8;

const nonWord = /[^\p{L}\p{N}]+/u;

/** The keyword's words, lower case, in order, without repeats. */
export function searchWords(keyword: string | undefined): string[] {
  const words = (keyword ?? '').toLowerCase().split(nonWord).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** `to_tsquery('simple', ...)` text: every word, as a prefix. Words hold letters and digits only. */
export const toPrefixQuery = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');

/** The same rule in memory, for the mocks: tags dropped, words split as above. */
export function matchesSearchWords(text: string, words: readonly string[]) {
  if (words.length === 0) return true;
  const textWords = text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(nonWord)
    .filter(Boolean);
  return words.every((word) => textWords.some((candidate) => candidate.startsWith(word)));
}
