import type { z } from 'zod';

import type { ErrorCode } from '../errors';

/**
 * Holds no schema: a page that only tells an error's kind (a profile's 404) loads no zod; reading an
 * error answer is api-error-response.ts' (decision 1381).
 *
 * An error answer of the API (or a network failure, status 0), with the code the client maps.
 * `message` names the operation for logs ("createProposal: ..."); `userMessage` is the server's
 * own words, what a screen shows (decision 1100).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly userMessage: string,
    readonly fields: Record<string, string> = {},
    readonly operation?: string,
    /** How long the server asks to wait before calling again (Retry-After of a 429 or 503), in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(operation ? `${operation}: ${userMessage}` : userMessage);
  }
}

/** What a screen shows for a failed call: the server's words, without the operation's name. */
export const userMessageOf = (error: unknown) =>
  error instanceof ApiError ? error.userMessage : error instanceof Error ? error.message : String(error);

/** A response that does not match the contract: names the call and each wrong field. */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';

  constructor(
    readonly operation: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const details = issues
      .slice(0, 5)
      .map((issue) => `"${issue.path.join('.') || '(root)'}": ${issue.message}`)
      .join('; ');
    super(`${operation}: the response does not match the contract: ${details}`);
  }
}
