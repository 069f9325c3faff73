import type { FastifyInstance } from 'fastify';

import { REQUEST_ID_HEADER } from '@lancer/api/http/request-id';

/**
 * What an /api answer may do if a browser ever renders it as a page (decision 1032): nothing. JSON
 * needs no scripts, styles, images or frames; no one may frame it.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Files (uploads at `/api/files/<id>`: images, PDF, text, zip, told by content; the sandbox's PDF
 * invoices) open in a tab: the browser's own image and PDF viewers need inline styles and the
 * document itself as an object; still no script, no network, no framing.
 */
export const FILE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * /api/docs is the API reference (Scalar, served from this origin; decision 1800): its own scripts,
 * the styles it injects, fetches of the document and "try it" calls to this origin only; no framing.
 */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** `/api`, `/api/...` or `/api?...` (not `/apis`). */
export const isApiPath = (url: string) =>
  url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
const isFile = (contentType: string) =>
  /^(?:image\/|application\/pdf|application\/zip|text\/plain)/.test(contentType);

/** The headers of every /api answer; a route that sets one itself (a page's own policy) keeps its own. */
function apiSecurityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'x-frame-options': 'DENY',
    // Over HTTPS only browsers keep it; production runs behind TLS (plain HTTP in dev and tests).
    ...(production ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** Every /api/* answer, errors included, carries the security headers (decision 1032); every answer its request id. */
export function registerApiHeaders(app: FastifyInstance, production: boolean) {
  const headers = Object.entries(apiSecurityHeaders(production));
  // A callback hook, not an async one: no promise and no extra microtask on every answer (decision
  // 1930). The route's own headers are read once (one object) rather than asked for name by name,
  // each ask lower-casing the name twice and looking in two places (decision 1950).
  app.addHook('onSend', (request, reply, payload, done) => {
    // Every answer names its request id: the one its log lines carry (decision 2101).
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (isApiPath(request.url)) {
      const own = reply.getHeaders();
      if (own['content-security-policy'] === undefined && isFile(String(own['content-type'] ?? ''))) {
        void reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
        own['content-security-policy'] = FILE_CONTENT_SECURITY_POLICY;
      }
      for (const [name, value] of headers) if (own[name] === undefined) void reply.header(name, value);
    }
    done(null, payload);
  });
}
