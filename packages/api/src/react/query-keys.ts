import type { Operation } from '../contract/operation';

/**
 * Query keys are derived here and nowhere else: `[area, operation name, input?]`. The area is the
 * first segment of the operation's path after /api, the same word as its contract file, its client
 * and mock folders and its server folder. Invalidation goes through the same helpers, so a key can
 * never be spelled two ways.
 */

type Keyed = Pick<Operation, 'name' | 'path'>;

/** `/api/request/create-request` -> `request`. */
export function areaOf(operation: Pick<Operation, 'path'>): string {
  const area = operation.path.split('/')[2];
  if (!area) throw new Error(`No area in the path ${operation.path}`);
  return area;
}

/** Every query of one area (e.g. after a write that many of its reads show). */
export const areaKey = (area: string) => [area] as const;

/** Every query of one operation, whatever its input. */
export const operationKey = (operation: Keyed) => [areaOf(operation), operation.name] as const;

export type QueryInput = { params?: object; query?: object; body?: object };

/**
 * One query: the operation and the input it was called with (path params, query and body
 * together; a body only for a POST read as a query, such as a translation cached per text).
 */
export function queryKeyOf(operation: Keyed, input: QueryInput = {}) {
  const values = { ...input.params, ...input.query, ...input.body };
  return Object.keys(values).length === 0 ? operationKey(operation) : [...operationKey(operation), values];
}

/** What a write makes stale: whole areas by name, or single operations (every input). */
export type StaleTarget = string | Keyed;

export const keyOfTarget = (target: StaleTarget) =>
  typeof target === 'string' ? areaKey(target) : operationKey(target);
