import type { IncomingMessage } from 'node:http';

import { describe, expect, it } from 'vitest';

import { requestIdOf } from '../../src/http/request-id';

const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids (decision 2101)', () => {
  it("keeps the caller's well-formed x-request-id: the browser's, HAProxy's, a trace id", () => {
    for (const id of ['0123456789abcdef0123456789abcdef', '7F000001C0A8_1:2.3-4', 'deadbeef'])
      expect(requestIdOf(request('/api/health', { 'x-request-id': id }))).toBe(id);
  });

  it('replaces one that is too short, too long, or could forge a log line', () => {
    for (const id of ['short', 'x'.repeat(65), 'a" "msg":"forged', 'two words here', 'line\nbreak-here'])
      expect(requestIdOf(request('/api/health', { 'x-request-id': id }))).toMatch(UUID);
    expect(requestIdOf(request('/api/health'))).toMatch(UUID);
  });

  it("takes a socket's id from its upgrade URL, where a browser cannot set headers", () => {
    const id = 'abcdef0123456789abcdef0123456789';
    expect(requestIdOf(request(`/ws/chat?request_id=${id}`))).toBe(id);
    expect(requestIdOf(request(`/ws/chat?token=t&request_id=${id}`))).toBe(id);
    expect(requestIdOf(request('/ws/chat?request_id=%22bad%20one%22'))).toMatch(UUID);
    expect(requestIdOf(request('/ws/chat?not_request_id=abcdef0123456789'))).toMatch(UUID);
  });
});
