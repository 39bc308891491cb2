import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listState, newestFirstPage } from '../../db/list-state.ts';
import { models } from '../../db/schema.ts';

export type ModelRow = typeof models.$inferSelect;
export type ModelValues = Omit<typeof models.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;

/** A model as lists show it: the engine's analysis only as its summary (the analysis itself is large, never listed). */
const { analysis: _analysis, analysisSummary, ...tableColumns } = getTableColumns(models);
const listColumns = { ...tableColumns, analysis: analysisSummary };
export type ModelListRow = Omit<ModelRow, 'analysis' | 'analysisSummary'> & { analysis: unknown };
type ModelFilter = { category?: string };

const filtered = (clientId: string, filter: ModelFilter): SQL =>
  filter.category ? and(eq(models.clientId, clientId), eq(models.category, filter.category))! : eq(models.clientId, clientId);

/** The total and newest change of a filtered list (its ETag's ground). */
export const modelListState = (db: Db, clientId: string, filter: ModelFilter) => listState(db, models, models.updatedAt, filtered(clientId, filter));

/** Newest first, one page; the (client_id[, category], created_at, id) indexes serve the order. */
export async function listModels(db: Db, clientId: string, filter: ModelFilter & { limit: number; offset: number }): Promise<ModelListRow[]> {
  return newestFirstPage(db, models, listColumns, filtered(clientId, filter), filter);
}

const own = (clientId: string, id: string) => and(eq(models.id, id), eq(models.clientId, clientId));

export const findModel = async (db: Db, clientId: string, id: string) =>
  (await db.select().from(models).where(own(clientId, id)).limit(1))[0] ?? null;

export const insertModel = async (db: Db, clientId: string, values: ModelValues) => (await db.insert(models).values({ ...values, clientId }).returning())[0]!;

export const updateModel = async (db: Db, clientId: string, id: string, values: Partial<ModelValues>) =>
  (
    await db
      .update(models)
      .set({ ...values, updatedAt: new Date() })
      .where(own(clientId, id))
      .returning()
  )[0] ?? null;

export const deleteModel = async (db: Db, clientId: string, id: string) =>
  (await db.delete(models).where(own(clientId, id)).returning())[0] ?? null;

/**
 * Keeps the model's photo analysis (or refusal) record, its image and other fields untouched; naming
 * its store lets this process forget only that store's kept pages (db/written-store.ts).
 */
export const setModelAnalysis = async (db: Db, clientId: string, id: string, analysis: object) => {
  await db.update(models).set({ analysis, updatedAt: new Date() }).where(own(clientId, id));
};

export const findModelAnalysis = async (db: Db, id: string): Promise<unknown> =>
  (await db.select({ analysis: models.analysis }).from(models).where(eq(models.id, id)))[0]?.analysis ?? null;

/**
 * Every model of the store, first added first, as a picker needs it: name, image and the analysis
 * only as its summary (enough to tell a ready photo, decision 0061; the analysis itself is tens of KB).
 */
export const modelsInAddedOrder = (db: Db, clientId: string) =>
  db
    .select({ id: models.id, name: models.name, imageKey: models.imageKey, analysis: models.analysisSummary })
    .from(models)
    .where(eq(models.clientId, clientId))
    .orderBy(asc(models.createdAt), asc(models.id));
