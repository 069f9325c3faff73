import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Relays a streaming operation's events as server-sent events. The first event is awaited before
 * anything is written, so a failure to start (AI not configured, the endpoint down) is still an
 * ordinary JSON error. Once streaming, the events are drained even after the client left, so the
 * producer can finish its work (a stopped chat reply is stored as far as it got).
 */
export async function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncIterable<unknown>,
  schema?: z.ZodType,
) {
  const iterator = events[Symbol.asyncIterator]();
  const first = await iterator.next();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const write = (event: unknown) => {
    if (raw.destroyed || raw.writableEnded) return;
    const checked = schema ? schema.safeParse(event) : null;
    if (checked && !checked.success) {
      request.log.error({ issues: checked.error.issues }, 'stream event breaks the contract');
      return;
    }
    raw.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  try {
    if (!first.done) {
      write(first.value);
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) write(next.value);
    }
  } catch (error) {
    request.log.error({ err: error }, 'stream failed');
    write({ type: 'error', code: 'INTERNAL', message: 'The stream failed' });
  } finally {
    if (!raw.destroyed && !raw.writableEnded) raw.end();
  }
}
