import { describe, expect, it } from 'vitest';

import { matchesSearchWords, searchWords, toPrefixQuery } from './job-search';

describe('job search keyword', () => {
  it('splits a keyword into lower-case words without punctuation or repeats', () => {
    expect(searchWords('  React, react & Node.js!  ')).toEqual(['react', 'node', 'js']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords("'); drop table requests; --")).toEqual(['drop', 'table', 'requests']);
  });

  it('builds a prefix query that needs every word', () => {
    expect(toPrefixQuery(['land', 'page'])).toBe('land:* & page:*');
  });

  it('matches when each word starts a word of the text, ignoring tags', () => {
    const text = 'Build a landing page <p>Responsive, with a contact form.</p>';
    expect(matchesSearchWords(text, ['land', 'contact'])).toBe(true);
    expect(matchesSearchWords(text, ['land', 'shop'])).toBe(false);
    expect(matchesSearchWords(text, ['anding'])).toBe(false);
    expect(matchesSearchWords(text, ['p'])).toBe(true);
    expect(matchesSearchWords(text, [])).toBe(true);
  });

  it('keeps Chinese text searchable by its leading characters', () => {
    expect(searchWords('翻译 应用')).toEqual(['翻译', '应用']);
    expect(matchesSearchWords('把应用翻译成中文', ['把应用'])).toBe(true);
  });
});
