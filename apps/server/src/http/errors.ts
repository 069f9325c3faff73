import { CallError, type ErrorCode } from '@lancer/api/errors';
import { invalidTransition as transitionRefusal, type Refusal } from '@lancer/api/rules/refusal';
import type { z } from 'zod';

/** An error with a status and a code the client maps (CALL-ERRORS). Thrown by handlers. */
export class AppError extends CallError {}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError(403, 'FORBIDDEN', message);
/** A valid token whose user was deleted since: the client signs in again. */
export const accountGone = (code: ErrorCode = 'TOKEN_SIGNATURE_INVALID') =>
  new AppError(401, code, 'The account no longer exists; sign in again');
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const fromRefusal = (refusal: Refusal) => new AppError(refusal.status, refusal.code, refusal.message);

/** Throws the refusal of a shared rule (packages/api/src/rules) as this server's error. */
export function refuse(refusal: Refusal | null) {
  if (refusal) throw fromRefusal(refusal);
}

export const invalidTransition = (what: string, from: string, action: string) =>
  fromRefusal(transitionRefusal(what, from, action));

/** Zod issues -> `{ "a.b": "message" }`, first message per field. */
function zodFields(error: z.ZodError, prefix?: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError, where: 'body' | 'query' | 'params') {
  const fields = zodFields(error);
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : `Invalid ${where}`;
  return new AppError(400, 'VALIDATION_FAILED', message, fields);
}
