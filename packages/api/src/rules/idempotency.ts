/**
 * A money call's idempotency key is bound to the arguments it was first sent with: the same key
 * with the same arguments answers the first call's result (a double click, a retry, a second tab),
 * the same key with other arguments is refused, so a screen never shows a payment that did not
 * happen. The server and the mocks both call this.
 */

export type IdempotentCall = { operation: string; args: Readonly<Record<string, unknown>> };

/** The arguments that bind a key: every argument except the key itself, in a stable order. */
export function boundArguments(args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args)
      .filter(([name, value]) => name !== 'idempotency_key' && value !== undefined)
      .sort(([left], [right]) => left.localeCompare(right)),
  );
}

/** Why a stored key may not answer this call, or null when it may (the same call again). */
export function idempotencyReplayConflict(stored: IdempotentCall, incoming: IdempotentCall): string | null {
  if (stored.operation !== incoming.operation)
    return 'This idempotency key was already used for another call; send a new key';
  const before = boundArguments(stored.args);
  const now = boundArguments(incoming.args);
  const changed = [...new Set([...Object.keys(before), ...Object.keys(now)])].filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(now[name]),
  );
  if (changed.length === 0) return null;
  if (changed.includes('milestone_id'))
    return 'This idempotency key was already used for a different milestone; send a new key';
  return `This idempotency key was already used with a different ${changed.join(', ')}; send a new key`;
}
