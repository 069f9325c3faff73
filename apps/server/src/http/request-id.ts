import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { REQUEST_ID_HEADER } from '@lancer/api/http/request-id';

/**
 * What an id given by the caller may look like: 8 to 64 letters, digits, `-`, `_`, `.` or `:` (a
 * UUID, HAProxy's unique-id, a trace id). Anything else (too long, spaces, a newline meant to forge a
 * log line) is replaced by a new one: the id lands in every log line of the request.
 */
const GIVEN_ID = /^[\w.:-]{8,64}$/;

const givenId = (value: string | string[] | undefined) =>
  typeof value === 'string' && GIVEN_ID.test(value) ? value : undefined;

/**
 * Fastify's genReqId: the caller's `x-request-id` when it is well formed, otherwise a new UUID. A
 * browser cannot set headers on a WebSocket: the chat socket's upgrade URL carries it as
 * `?request_id=` instead.
 */
export function requestIdOf(request: IncomingMessage): string {
  const header = givenId(request.headers[REQUEST_ID_HEADER]);
  if (header) return header;
  const url = request.url ?? '';
  const query = url.indexOf('?request_id=') >= 0 || url.indexOf('&request_id=') >= 0;
  if (query) {
    const fromQuery = givenId(
      new URLSearchParams(url.slice(url.indexOf('?') + 1)).get('request_id') ?? undefined,
    );
    if (fromQuery) return fromQuery;
  }
  return randomUUID();
}
