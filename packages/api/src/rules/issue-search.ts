/**
 * An issue matches a search when its title or description contains the words, case-insensitive,
 * or when the search is its number ("12" or "#12"). The server's SQL and the mocks follow this.
 */
export function parseIssueSearch(search: string | undefined): { text: string; number: number | null } | null {
  const text = (search ?? '').trim();
  if (!text) return null;
  const numbered = /^#?(\d{1,9})$/.exec(text);
  return { text, number: numbered ? Number(numbered[1]) : null };
}

export function issueMatchesSearch(
  issue: { title: string; description: string; number: number },
  search: ReturnType<typeof parseIssueSearch>,
) {
  if (!search) return true;
  if (search.number !== null && issue.number === search.number) return true;
  const needle = search.text.toLowerCase();
  return issue.title.toLowerCase().includes(needle) || issue.description.toLowerCase().includes(needle);
}
