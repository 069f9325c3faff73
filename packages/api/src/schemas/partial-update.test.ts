import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { operations } from '../contract/index';
import type { Operation } from '../contract/operation';

/**
 * The partial updates of the contract: `update*` operations whose body needs only the id of what
 * they change (every other field may be left out). An update that resends the whole thing (a
 * proposal's new version) is not one.
 */
const partialUpdates = (Object.values(operations) as Operation[]).flatMap((operation) => {
  const body = operation.body;
  if (!operation.name.startsWith('update') || !(body instanceof z.ZodObject)) return [];
  const fields = Object.entries(body.shape as Record<string, z.ZodType>);
  const optional = fields.filter(([, field]) => field.safeParse(undefined).success);
  const onlyIdRequired = fields.every(
    ([key, field]) => key.endsWith('_id') || field.safeParse(undefined).success,
  );
  return onlyIdRequired && optional.length > 0 ? [{ name: operation.name, optional }] : [];
});

describe('partial updates (issue 29)', () => {
  it('leave every field not sent out of the parsed body, so the stored value stays', () => {
    expect(partialUpdates.map((update) => update.name)).toContain('updateRequest');
    const filled = partialUpdates.flatMap(({ name, optional }) =>
      optional.filter(([, field]) => field.parse(undefined) !== undefined).map(([key]) => `${name}.${key}`),
    );
    expect(filled, 'an update body fills in a default for a field not sent').toEqual([]);
  });
});
