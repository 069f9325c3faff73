import type { z } from 'zod';

import { apiErrorBodySchema, type ErrorCode } from '../errors';

/** An error answer of the API (or a network failure, status 0), with the code the client maps. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly operation?: string,
  ) {
    super(operation ? `${operation}: ${message}` : message);
  }
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
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields, operation);
  }
  const code = codeByStatus[response.status] ?? 'INTERNAL';
  return new ApiError(
    response.status,
    code,
    `HTTP ${response.status} ${text.slice(0, 200)}`.trim(),
    {},
    operation,
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
