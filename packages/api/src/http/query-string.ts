export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

/** `?a=1&b=x` from a query object; undefined and null are left out. Empty query gives ''. */
export function toQueryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
