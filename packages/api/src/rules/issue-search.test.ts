import { describe, expect, it } from 'vitest';

import { issueMatchesSearch, parseIssueSearch } from './issue-search';

const issue = { title: 'Colours fail contrast', description: 'The brown text is hard to read', number: 12 };

describe('issue search', () => {
  it('matches words of the title or description, whatever their case', () => {
    expect(issueMatchesSearch(issue, parseIssueSearch('CONTRAST'))).toBe(true);
    expect(issueMatchesSearch(issue, parseIssueSearch('brown text'))).toBe(true);
    expect(issueMatchesSearch(issue, parseIssueSearch('logo'))).toBe(false);
  });

  it('matches the number, with or without #', () => {
    expect(parseIssueSearch('#12')).toEqual({ text: '#12', number: 12 });
    expect(issueMatchesSearch(issue, parseIssueSearch('12'))).toBe(true);
    expect(issueMatchesSearch(issue, parseIssueSearch('#13'))).toBe(false);
  });

  it('matches everything when the search is blank', () => {
    expect(parseIssueSearch('  ')).toBeNull();
    expect(issueMatchesSearch(issue, parseIssueSearch(undefined))).toBe(true);
  });
});
