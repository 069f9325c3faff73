import type { z } from 'zod';

import type { Operation } from '../contract/operation';
import { validationFields, type ApiErrorBody } from '../errors';

type Raw = { params?: unknown; query?: unknown; body?: unknown };

export type ParsedInput<Op> =
  Op extends Operation<infer P, infer Q, infer B, z.ZodType>
    ? { ok: true; params: z.output<P>; query: z.output<Q>; body: z.output<B> }
    : never;

/**
 * The 400 VALIDATION_FAILED body of these issues: a message per field (dot-separated paths, the
 * first message of each), and a message that names the first field ("title: Please name the job")
 * or is the issue's own when it is about the whole input.
 */
export function validationFailure(issues: readonly z.core.$ZodIssue[]): ApiErrorBody {
  const fields = validationFields(issues);
  const [first] = Object.entries(fields);
  const message = !first
    ? 'Some fields are not valid'
    : first[0] === '_'
      ? first[1]
      : `${first[0]}: ${first[1]}`;
  return { error: { code: 'VALIDATION_FAILED', message, fields } };
}

/**
 * Parses a request's params, query and body with the operation's schemas, the same way in the
 * server and the mocks: either the typed input, or the 400 VALIDATION_FAILED body of
 * `validationFailure`. Every part is parsed, so one answer names every field that is wrong.
 */
export function parseOperationInput<Op extends Operation>(
  operation: Op,
  raw: Raw,
): ParsedInput<Op> | { ok: false; status: 400; error: ApiErrorBody } {
  const parts = [
    ['params', operation.params, raw.params],
    ['query', operation.query, raw.query],
    ['body', operation.body, raw.body ?? {}],
  ] as const;
  const parsed: Record<string, unknown> = {};
  const issues: z.core.$ZodIssue[] = [];
  for (const [key, schema, value] of parts) {
    if (!schema) continue;
    const result = schema.safeParse(value);
    if (result.success) parsed[key] = result.data;
    else issues.push(...result.error.issues);
  }
  if (issues.length > 0) return { ok: false, status: 400, error: validationFailure(issues) };
  return { ok: true, ...parsed } as ParsedInput<Op>;
}
