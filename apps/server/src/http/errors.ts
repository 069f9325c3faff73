import { CallError, type ErrorCode } from '@lancer/api/errors';
import { validationFailure } from '@lancer/api/http/parse-input';
import type { RuleRefusal } from '@lancer/api/rules/invitation';
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

/** A shared rule's refusal that may name its field (a 400 on `provider_id`, `aspects.payment`). */
export const fieldRefusalError = (refusal: RuleRefusal) =>
  new AppError(
    refusal.status,
    refusal.code,
    refusal.message,
    refusal.field ? { [refusal.field]: refusal.message } : undefined,
  );

/** Throws the refusal of a shared rule (packages/api/src/rules) as this server's error. */
export function refuse(refusal: Refusal | null) {
  if (refusal) throw fromRefusal(refusal);
}

export const invalidTransition = (what: string, from: string, action: string) =>
  fromRefusal(transitionRefusal(what, from, action));

/** A ZodError as the 400 VALIDATION_FAILED the operations answer (parse-input.ts words it). */
export function validationError(error: z.ZodError) {
  const { message, fields } = validationFailure(error.issues).error;
  return new AppError(400, 'VALIDATION_FAILED', message, fields);
}
