import { count, desc, inArray, max, type GetColumnData, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * How many rows of `table` match `where` and when the newest of them changed (`changedAt`): a
 * list's total and, with its query, the ground of its ETag (lib/list-etag.ts). One aggregate over
 * the list's own index.
 */
export async function listState(db: Db, table: PgTable, changedAt: PgColumn, where: SQL) {
  const [row] = await db.select({ total: count(), changedAt: max(changedAt) }).from(table).where(where);
  return { total: row?.total ?? 0, changedAt: (row?.changedAt as Date | null | undefined) ?? null };
}

/** A selected column's value, or a selected SQL expression's. */
type Selected<C> = C extends PgColumn ? GetColumnData<C> : C extends SQL.Aliased<infer T> ? T : never;

/**
 * One page of `columns` (table columns or SQL expressions) from `table`, newest first (id breaking
 * ties), as every list index orders it; `leading` orders before that (the shoppers' new arrivals
 * first). The page's ids are found first and its columns read for those rows only: with the columns
 * in the paging query itself, the database builds every skipped row too (its subqueries, its large
 * values), so page 150 cost 150 pages.
 */
export async function newestFirstPage<Columns extends Record<string, PgColumn | SQL.Aliased>>(
  db: Db,
  table: PgTable & { createdAt: PgColumn; id: PgColumn },
  columns: Columns,
  where: SQL,
  page: { limit: number; offset: number },
  leading: SQL[] = [],
): Promise<{ [K in keyof Columns]: Selected<Columns[K]> }[]> {
  const newestFirst = [...leading, desc(table.createdAt), desc(table.id)];
  const pageIds = db.select({ id: table.id }).from(table).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset);
  const query = db.select(columns).from(table).where(inArray(table.id, pageIds)).$dynamic();
  return (await query.orderBy(...newestFirst)) as { [K in keyof Columns]: Selected<Columns[K]> }[];
}
