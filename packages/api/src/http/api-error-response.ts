import { apiErrorBodySchema, type ErrorCode } from '../errors';
import { ApiError } from './api-error';

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
