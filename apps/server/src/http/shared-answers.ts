/**
 * Answers that many requests send as they are (the profile cache's entries, decision 1950): never
 * changed once shared (a write replaces the cache's entry, it does not edit it), so their JSON is
 * made once, by the first request that sends one, instead of by every request.
 */
const shared = new WeakMap<object, string | null>();

/** Marks `value` as shared and unchanging from now on; returns it. */
export function shareAnswer<T extends object>(value: T): T {
  if (!shared.has(value)) shared.set(value, null);
  return value;
}

/** The JSON of a shared answer (made on first use), or undefined for any other value. */
export function sharedJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const json = shared.get(value);
  if (json !== null) return json;
  const made = JSON.stringify(value);
  shared.set(value, made);
  return made;
}
