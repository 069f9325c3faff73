import { z } from 'zod';

/**
 * Inside a form schema's transform (decision 1140): the call's body parsed by the contract's own
 * schema; each issue it finds goes on the form field `fieldOf` names for the body's dotted path.
 */
export function parseFormBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  ctx: z.RefinementCtx,
  fieldOf: (path: string) => string,
): z.output<Schema> {
  const checked = schema.safeParse(body);
  if (checked.success) return checked.data;
  for (const issue of checked.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [fieldOf(issue.path.join('.'))] });
  return z.NEVER;
}
