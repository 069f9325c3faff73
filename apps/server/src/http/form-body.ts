import type { FastifyInstance } from 'fastify';

/** Form-encoded POSTs, as a browser's form (sandbox pages) or a mail client's one-click unsubscribe send them. */
export function acceptFormBodies(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
