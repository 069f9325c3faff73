import { count, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Executor } from '../db/client';

export type PageQuery = { page: number; page_size: number };

export const pageWindow = ({ page, page_size }: PageQuery) => ({
  limit: page_size,
  offset: (page - 1) * page_size,
});

export const paged = <T>(items: T[], total: number, query: PageQuery) => ({
  items,
  total,
  page: query.page,
  page_size: query.page_size,
});

/**
 * One page of a table's rows matching `where`, in `order`, and the total of the matches, read
 * together: the shape every paged list call shares.
 */
export async function readPage<Table extends PgTable>(
  db: Executor,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
) {
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as InferSelectModel<Table>[], total: total?.n ?? 0 };
}
