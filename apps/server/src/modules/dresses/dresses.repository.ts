import { and, asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listState, newestFirstPage } from '../../db/list-state.ts';
import { dresses } from '../../db/schema.ts';

export type DressRow = typeof dresses.$inferSelect;
export type DressValues = Omit<typeof dresses.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;
/** `forShoppers`: enabled dresses only, new arrivals first (the store sees all, newest first). */
export type DressFilter = { category?: string; subcategory?: string; type?: string; forShoppers?: boolean };

/** A dress as lists show it: the engine's analysis only as its summary (the analysis itself is large, never listed). */
const { analysis: _analysis, analysisSummary, ...tableColumns } = getTableColumns(dresses);
const listColumns = { ...tableColumns, analysis: analysisSummary };
export type DressListRow = Omit<DressRow, 'analysis' | 'analysisSummary'> & { analysis: unknown };

function filtered(clientId: string, filter: DressFilter): SQL {
  const conditions: SQL[] = [eq(dresses.clientId, clientId)];
  if (filter.forShoppers) conditions.push(eq(dresses.disabled, false));
  if (filter.category) conditions.push(eq(dresses.category, filter.category));
  if (filter.subcategory) conditions.push(eq(dresses.subcategory, filter.subcategory));
  if (filter.type) conditions.push(eq(dresses.type, filter.type));
  return and(...conditions)!;
}

/** The total and newest change of a filtered list (its ETag's ground). */
export const dressListState = (db: Db, clientId: string, filter: DressFilter) => listState(db, dresses, dresses.updatedAt, filtered(clientId, filter));

/** Newest first, one page, filtered in SQL; the (client_id[, filter], created_at, id) indexes serve the order. */
export async function listDresses(db: Db, clientId: string, filter: DressFilter & { limit: number; offset: number }): Promise<DressListRow[]> {
  return newestFirstPage(db, dresses, listColumns, filtered(clientId, filter), filter);
}

/** What a shopper sees: enabled dresses only (`forShoppers`), new arrivals first, then newest first. */
export async function listDressesForShoppers(db: Db, clientId: string, filter: Omit<DressFilter, 'forShoppers'> & { limit: number; offset: number }): Promise<DressListRow[]> {
  return newestFirstPage(db, dresses, listColumns, filtered(clientId, { ...filter, forShoppers: true }), filter, [desc(dresses.isNewArrival)]);
}

/** Each category of the store's enabled dresses with its types, by name. */
export const enabledCategoryTypes = (db: Db, clientId: string) =>
  db
    .selectDistinct({ category: dresses.category, type: dresses.type })
    .from(dresses)
    .where(filtered(clientId, { forShoppers: true }))
    .orderBy(dresses.category, dresses.type);

const own = (clientId: string, id: string) => and(eq(dresses.id, id), eq(dresses.clientId, clientId));

export const findDress = async (db: Db, clientId: string, id: string) => (await db.select().from(dresses).where(own(clientId, id)).limit(1))[0] ?? null;

export const insertDress = async (db: Db, clientId: string, values: DressValues) => (await db.insert(dresses).values({ ...values, clientId }).returning())[0]!;

export const updateDress = async (db: Db, clientId: string, id: string, values: Partial<DressValues>) =>
  (
    await db
      .update(dresses)
      .set({ ...values, updatedAt: new Date() })
      .where(own(clientId, id))
      .returning()
  )[0] ?? null;

export const deleteDress = async (db: Db, clientId: string, id: string) => (await db.delete(dresses).where(own(clientId, id)).returning())[0] ?? null;

/**
 * Keeps the dress's photo analysis (or refusal) record, its image and other fields untouched; naming
 * its store lets this process forget only that store's kept pages (db/written-store.ts).
 */
export const setDressAnalysis = async (db: Db, clientId: string, id: string, analysis: object) => {
  await db.update(dresses).set({ analysis, updatedAt: new Date() }).where(own(clientId, id));
};

export const findDressAnalysis = async (db: Db, id: string): Promise<unknown> =>
  (await db.select({ analysis: dresses.analysis }).from(dresses).where(eq(dresses.id, id)))[0]?.analysis ?? null;

/** The store's first few enabled dresses, first added first: what a showcase needs of them (no analysis). */
export const firstEnabledDresses = (db: Db, clientId: string, limit: number) =>
  db
    .select({ id: dresses.id, name: dresses.name, brand: dresses.brand, imageKey: dresses.imageKey })
    .from(dresses)
    .where(filtered(clientId, { forShoppers: true }))
    .orderBy(asc(dresses.createdAt))
    .limit(limit);
