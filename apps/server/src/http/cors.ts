import cors from '@fastify/cors';
import { DEVICE_ID_HEADER } from '@lancer/api/rules/new-device';
import type { FastifyInstance } from 'fastify';

import { isApiPath } from './api-headers';

/** The headers a page on another origin may read from an answer: the limits' counters and waits. */
const exposedHeaders = ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

/**
 * CORS for /api (decision 1806): a page on a listed origin (CORS_ORIGINS) may call the API with a
 * bearer token; its preflight is answered (204) with the methods and headers the contract uses
 * (the sign-in calls' device id among them, decision 1027).
 * The allowed origin is the caller's own, exactly as listed, never `*`, and credentials are never
 * allowed: the API reads no cookie, only the Authorization header. With no origin listed nothing
 * is registered and no answer carries a CORS header.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]) {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: isApiPath(request.url) && origin !== undefined && allowed.has(origin) ? origin : false,
        credentials: false,
        methods: ['GET', 'POST', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', DEVICE_ID_HEADER],
        exposedHeaders,
        maxAge: 600,
        strictPreflight: true,
      });
    },
  });
}
