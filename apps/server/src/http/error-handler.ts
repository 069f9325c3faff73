import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

import type { ErrorCode } from '@lancer/api/errors';

import { AppError, validationError } from './errors';

type Body = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } };

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
function pgErrorCode(error: unknown): string | undefined {
  const seen = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = seen?.cause?.code ?? seen?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** Seconds a client is told to wait (Retry-After) when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** node-postgres' own messages when it has no connection (it sets no code on them). */
const unreachableMessage =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|Cannot use a pool after calling end/i;

/**
 * The database cannot be reached (stopped, restarting, failing over, out of connections): a state
 * the request cannot fix, answered 503 + Retry-After instead of 500 (decision 0800). The
 * transaction, if any, never committed, so retrying is safe.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let seen = error as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    seen && depth < 5;
    seen = seen.cause as typeof seen, depth++
  ) {
    const code = typeof seen.code === 'string' ? seen.code : '';
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
    if (unreachableCodes.has(code) || /^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300')
      return true;
    if (typeof seen.message === 'string' && unreachableMessage.test(seen.message)) return true;
    if (Array.isArray((seen as { errors?: unknown }).errors)) {
      // An AggregateError (every address refused).
      if ((seen as { errors: unknown[] }).errors.some(isDatabaseUnavailable)) return true;
    }
  }
  return false;
}

/** Maps anything thrown to `{ error: { code, message, fields } }` with the right status. */
export function toErrorResponse(error: unknown): { status: number; body: Body } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields } },
    };
  }
  if (error instanceof ZodError) return toErrorResponse(validationError(error));
  const e = error as Partial<FastifyError> & { code?: string };
  if (
    e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
    e.code === 'FST_REQ_FILE_TOO_LARGE' ||
    e.statusCode === 413
  ) {
    return {
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'The upload is too large' } },
    };
  }
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Send the body as application/json (or multipart/form-data for files)',
        },
      },
    };
  }
  const pg = pgErrorCode(error);
  // Postgres: unique violation, and values the database refuses (a bad number, a too long value).
  if (pg === '23505')
    return { status: 409, body: { error: { code: 'CONFLICT', message: 'This already exists' } } };
  if (pg === '22P02' || pg === '22003' || pg === '22001' || pg === '22021') {
    return {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'A value is out of range or malformed' } },
    };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    const message =
      e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The JSON body is empty'
        : `Bad request: ${e.message ?? ''}`.trim();
    return {
      status: e.statusCode === 404 ? 404 : 400,
      body: { error: { code: e.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message } },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        error: {
          code: 'UNAVAILABLE',
          message: `The service is briefly unavailable (its database cannot be reached). Nothing was changed; try again in ${RETRY_AFTER_SECONDS} seconds.`,
        },
      },
    };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } };
}

export function installErrorHandling(
  app: FastifyInstance,
  /** Answers a request no route took when it can (the web app's single-page fallback); true if it did. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean,
) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500 && status !== 501 && status !== 503)
      request.log.error({ err: error }, 'request failed');
    if (status === 503) {
      if (body.error.code === 'UNAVAILABLE') request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    if (fallback?.(request, reply)) return reply;
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
