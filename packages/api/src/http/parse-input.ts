import type { z } from 'zod';

import type { Operation } from '../contract/operation';
import { validationFields, type ApiErrorBody } from '../errors';

type Raw = { params?: unknown; query?: unknown; body?: unknown };

export type ParsedInput<Op> =
  Op extends Operation<infer P, infer Q, infer B, z.ZodType>
    ? { ok: true; params: z.output<P>; query: z.output<Q>; body: z.output<B> }
    : never;

/**
 * Parses a request's params, query and body with the operation's schemas, the same way in the
 * server and the mocks: either the typed input, or the 400 VALIDATION_FAILED body with a message
 * per field (dot-separated paths, the first message of each).
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
  if (issues.length > 0) {
    return {
      ok: false,
      status: 400,
      error: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid',
          fields: validationFields(issues),
        },
      },
    };
  }
  return { ok: true, ...parsed } as ParsedInput<Op>;
}
