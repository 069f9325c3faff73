import type { z } from 'zod';

import type { LimitName } from '../rules/rate-limits';
import type { StepUp } from '../rules/step-up';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One call of the product's API, written once. The client's fetchers, the MSW handlers, the
 * server's routes and validation, the OpenAPI document and the contract test all read it.
 * Paths use the spec's `{param}` style.
 */
export type Operation<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> = {
  name: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** 'user' needs a valid access token; 'none' is public (sign-in, refresh). */
  auth: 'none' | 'user';
  /**
   * ACCESS-MATRIX: who may call it, in relations to its subject (contract/access.ts). Required, so
   * an operation without a declaration does not build; the server enforces it before the handler.
   * The console's (`administrators`, decision 1501) is decided on the caller's current role.
   */
  access: Access;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The body is sent as multipart/form-data (falsy fields skipped, files kept). */
  multipart?: boolean;
  /**
   * The answer is a stream of server-sent events (text/event-stream), each event's data one
   * `response` object as JSON; errors before the stream starts are ordinary JSON errors.
   */
  stream?: boolean;
  /**
   * Only a signed-in session may make it: a personal access token is refused 403 whatever its
   * scopes (the tokens themselves, the password, the second factor; decision 1807).
   */
  sessionOnly?: true;
  /** Counted by this limit of rules/rate-limits.ts; over it the call answers 429 RATE_LIMITED with Retry-After. */
  limit?: LimitName;
  /**
   * STEP-UP (decision 1026): the call needs a proof of the person within 10 minutes, on the session
   * (`session`, enforced before the handler: 403 STEP_UP_REQUIRED) or as a factor code in the call.
   */
  stepUp?: StepUp;
  response: Response;
};

export function defineOperation<
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(operation: Operation<Params, Query, Body, Response>) {
  return operation;
}

/** `/api/x/{id}` -> `/api/x/:id`, for routers and MSW. */
export const toColonPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Fills `{param}` placeholders, encoding each value. */
export function fillPath(path: string, params: Record<string, string | number> = {}) {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
