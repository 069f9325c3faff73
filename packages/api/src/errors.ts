import { z } from 'zod';

/** Error codes the client maps to behaviour (CALL-ERRORS). */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'ACCESS_TOKEN_EXPIRED',
  'TOKEN_SIGNATURE_INVALID',
  'REFRESH_TOKEN_INVALID',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_STATE_TRANSITION',
  'RATE_LIMITED',
  'INVALID_AUTH_CODE',
  'PASSWORD_MISMATCH',
  /** 403: the account is suspended by an administrator; `fields` carry suspended_until and suspension_reason (decision 1503). */
  'ACCOUNT_SUSPENDED',
  'NOT_READY_TO_RECEIVE_MONEY',
  'UNSUPPORTED_FILE_TYPE',
  'PAYLOAD_TOO_LARGE',
  'AI_NOT_CONFIGURED',
  /** The AI endpoint failed, timed out or answered something unusable (502/504). */
  'AI_FAILED',
  'MAIL_NOT_SENT',
  'PAYMENT_FAILED',
  'INTERNAL',
  /** 503 with Retry-After: the database is unreachable for now; nothing was changed (decision 0800). */
  'UNAVAILABLE',
  /** 409: a chat message can be edited or deleted only within 15 minutes of sending (CHAT-EDIT-WINDOW). */
  'EDIT_WINDOW_PASSED',
  /** 409: the chat message was deleted; it cannot be edited or deleted again. */
  'MESSAGE_DELETED',
  /** 403: the call needs a proof of the person within 10 minutes; confirm-its-you gives one (STEP-UP, decision 1026). */
  'STEP_UP_REQUIRED',
  /** 403: an administrator without a second factor calls the console (ADMIN-SECOND-FACTOR, decision 1026). */
  'SECOND_FACTOR_REQUIRED',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error response: HTTP status + this body. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field path (dot separated) -> message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Codes after which the client logs the user out (ERR-TOKEN-SIGNATURE, ERR-REFRESH-TOKEN). */
export const logoutErrorCodes: readonly ErrorCode[] = [
  'TOKEN_SIGNATURE_INVALID',
  'REFRESH_TOKEN_INVALID',
  'ACCOUNT_SUSPENDED',
];

/** Field path (dot separated) -> first message, from zod issues: the `fields` of a VALIDATION_FAILED body. */
export function validationFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A failed call as the contract describes it (CALL-ERRORS): a status, a code the client maps, a
 * message and, for bad input, a message per field. The server's handlers and the mocks both throw it.
 */
export class CallError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
