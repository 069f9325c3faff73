import createClient from 'openapi-fetch';

import type { paths } from './schema.js';

/** The Lancer API, typed from its OpenAPI document, calling as the holder of a personal access token. */
export function createLancerClient(baseUrl: string, accessToken: string) {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${accessToken}` } });
}

export type LancerClient = ReturnType<typeof createLancerClient>;

/** The API's error body as one line: its code and readable message. */
export function describeError(
  error: { error: { code: string; message: string } } | undefined,
  status: number,
) {
  return error ? `${status} ${error.error.code}: ${error.error.message}` : `${status} without a body`;
}
