import { ApiError } from '@lancer/api/http/api-error';

import type { ServerRefusal } from '../make-proposal/components/proposal-form';

/** A failed call as the form shows it: the server's message (without the call's name) and field messages. */
export function refusalOf(error: unknown, fallback: string): ServerRefusal | null {
  if (!error) return null;
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { message: fallback, fields: {} };
  return { message: error.userMessage, fields: error.fields, error };
}
