import { describe, expect, it } from 'vitest';

import { messageMatches, searchesBySubstring, searchSnippet } from './message-search';

describe('message search', () => {
  it('matches every word of the query as a whole word, in any case', () => {
    expect(messageMatches('The final LOGO is ready', 'logo final')).toBe(true);
    expect(messageMatches('The final logo is ready', 'logo invoice')).toBe(false);
    expect(messageMatches('Logos everywhere', 'logo')).toBe(false);
    expect(messageMatches('anything', '  ')).toBe(false);
  });

  // proves: CHAT-SEARCH-CJK
  it('matches a query with Chinese characters as a substring', () => {
    expect(searchesBySubstring('标志')).toBe(true);
    expect(searchesBySubstring('logo')).toBe(false);
    expect(messageMatches('标志第三版已上传。', '第三版')).toBe(true);
    expect(messageMatches('标志第三版已上传。', '第四版')).toBe(false);
  });

  // proves: CHAT-SEARCH-SNIPPET
  it('cuts a snippet around the first hit', () => {
    const long = `${'a '.repeat(60)}the invoice is here ${'b '.repeat(60)}`;
    const snippet = searchSnippet(long, 'invoice');
    expect(snippet).toContain('the invoice is here');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(searchSnippet('Short one', 'short')).toBe('Short one');
  });
});
