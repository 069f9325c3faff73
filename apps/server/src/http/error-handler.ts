import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Maps anything thrown to `{ error: { code, message, fields } }` with the right status. */
export function toErrorResponse(error: unknown): { status: number; body: Body } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields } },
    };
  }
  if (error instanceof ZodError) return toErrorResponse(validationError(error, 'body'));
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
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } };
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500 && status !== 501 && status !== 503)
      request.log.error({ err: error }, 'request failed');
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` },
    }),
  );
}
