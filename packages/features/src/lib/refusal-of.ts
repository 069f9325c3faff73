import { ApiError } from '@lancer/api/http/api-error';

/**
 * A refused call as a form shows it; `error` (the call's error) puts its field messages on the
 * fields; `status` tells a conflict (409: the subject changed meanwhile) from a refusal of the values.
 */
export type ServerRefusal = {
  message: string;
  fields: Record<string, string>;
  status?: number;
  error?: unknown;
};

/** A failed call as the form shows it: the server's message (without the call's name) and field messages. */
export function refusalOf(error: unknown, fallback: string): ServerRefusal | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { message: fallback, fields: {} };
  return { message: error.userMessage, fields: error.fields, status: error.status, error };
}
