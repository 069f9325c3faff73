import { useEffect } from 'react';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '@lancer/api/http/api-error';

/** The RHF error type of a message the server wrote (text to show as is, not an i18n key). */
export const SERVER_FIELD_ERROR = 'server';

export type ServerFieldErrorOptions<Values extends FieldValues> = {
  /**
   * The form's field for a field the server names (the call body's dotted path, `milestones.0.title`);
   * undefined leaves the message unplaced. Default: the same path.
   */
  fieldOf?: (serverField: string) => Path<Values> | undefined;
};

/**
 * Puts the field messages of a refused call (400 VALIDATION_FAILED, `error.fields`) on the form's
 * fields with RHF's setError (type `server`), focusing the first; the typed values stay as they are.
 * Returns the messages it could not place, by server field, for the form's own alert ({} when the
 * error is anything else, or every message found its field).
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { fieldOf = (field) => field as Path<Values> }: ServerFieldErrorOptions<Values> = {},
): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return {};
  const unplaced: Record<string, string> = {};
  let first = true;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldOf(field);
    if (!name) {
      unplaced[field] = message;
      continue;
    }
    setError(name, { type: SERVER_FIELD_ERROR, message }, { shouldFocus: first });
    first = false;
  }
  return unplaced;
}

/**
 * A form that reads its last refused call from a prop (`serverError`): each time that error changes,
 * its VALIDATION_FAILED messages go on the fields (applyServerFieldErrors). `fieldOf` must be stable
 * (a module-level function), as it is a dependency of the effect.
 */
export function useServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fieldOf?: ServerFieldErrorOptions<Values>['fieldOf'],
): void {
  useEffect(() => {
    applyServerFieldErrors(error, setError, { fieldOf });
  }, [error, setError, fieldOf]);
}

/**
 * A field error as text: the server's words as they came, a client check's message (an i18n key)
 * through `translate`; undefined when the field has no error.
 */
export function fieldErrorText(
  error: { type?: FieldError['type']; message?: FieldError['message'] } | undefined,
  translate: (key: string) => string,
): string | undefined {
  if (!error?.message) return undefined;
  return error.type === SERVER_FIELD_ERROR ? error.message : translate(error.message);
}
