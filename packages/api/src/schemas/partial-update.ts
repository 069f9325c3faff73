import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * An update body from an entity's fields: each optional and without its default, so a field not
 * sent stays as stored (with `.partial()` zod still fills a default in, and a title-only edit
 * would reset every defaulted field).
 */
export function partialUpdate<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      z.optional((field instanceof z.ZodDefault ? field.unwrap() : field) as z.ZodType),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{
    [Key in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[Key]>>;
  }>;
}
