/** The header each API call's id travels in; the server echoes it and logs it (decision 2101). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A new id for one call: 32 hex digits. getRandomValues, unlike randomUUID, is there on a page served
 * over plain HTTP from a host other than localhost too.
 */
export function newRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The chat socket's URL with its connection's id: a browser cannot set headers on a WebSocket. */
export function withRequestId(url: string, id = newRequestId()): string {
  return `${url}${url.includes('?') ? '&' : '?'}request_id=${id}`;
}
