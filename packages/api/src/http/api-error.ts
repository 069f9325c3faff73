import type { z } from 'zod';

import { apiErrorBodySchema, type ErrorCode } from '../errors';

/**
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

/** Retry-After as seconds: a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function readRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

const codeByStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/** Reads an error response; a body that is not the contract's error shape still gives a code by status. */
export async function apiErrorFromResponse(response: Response, operation?: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = apiErrorBodySchema.safeParse(json);
  const retryAfter = readRetryAfter(response.headers.get('retry-after'));
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields, operation, retryAfter);
  }
  const code = codeByStatus[response.status] ?? 'INTERNAL';
  return new ApiError(
    response.status,
    code,
    `HTTP ${response.status} ${text.slice(0, 200)}`.trim(),
    {},
    operation,
    retryAfter,
  );
}

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
