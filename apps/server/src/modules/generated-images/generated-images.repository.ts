import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listState, newestFirstPage } from '../../db/list-state.ts';
import { dresses, generatedImages, models, tryonTasks } from '../../db/schema.ts';

export type GeneratedImageRow = typeof generatedImages.$inferSelect;

/** One generated image per task: recording it twice returns the first row (idempotent). */
export async function recordGeneratedImage(
  db: Db,
  values: { clientId: string; taskId: string; modelId: string | null; dressId: string | null; imageKey: string },
): Promise<GeneratedImageRow> {
  const [inserted] = await db.insert(generatedImages).values(values).onConflictDoNothing({ target: generatedImages.taskId }).returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(generatedImages).where(eq(generatedImages.taskId, values.taskId));
  return existing!;
}

/** The store's own image (another store's id finds nothing). */
export async function findGeneratedImage(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(generatedImages)
    .where(and(eq(generatedImages.clientId, clientId), eq(generatedImages.id, id)));
  return row ?? null;
}

export const deleteGeneratedImage = async (db: Db, clientId: string, id: string) =>
  (await db.delete(generatedImages).where(and(eq(generatedImages.clientId, clientId), eq(generatedImages.id, id))).returning())[0] ?? null;

/**
 * The total and newest image of the store's list, and the count and newest change of the store's
 * models and dresses: the list shows their current names, so a rename or deletion changes its ETag.
 */
export async function generatedImageListState(db: Db, clientId: string) {
  const [images, ofModels, ofDresses] = await Promise.all([
    listState(db, generatedImages, generatedImages.createdAt, eq(generatedImages.clientId, clientId)),
    listState(db, models, models.updatedAt, eq(models.clientId, clientId)),
    listState(db, dresses, dresses.updatedAt, eq(dresses.clientId, clientId)),
  ]);
  const names = [ofModels, ofDresses].map((state) => `${state.total}@${state.changedAt?.toISOString() ?? ''}`).join('/');
  return { ...images, names };
}

/** A dress's name as lists show it: its name, else its brand, else its type. */
const dressLabel = (dressId: unknown) => sql`(select coalesce(nullif(d.name, ''), nullif(d.brand, ''), d.type) from ${dresses} d where d.id = ${dressId})`;
const lowerDressOfTask = sql`(select t.lower_dress_id from ${tryonTasks} t where t.id = ${generatedImages.taskId})`;

/** What a listed image shows: its file, date and the current names of its model and dress(es). */
const listColumns = {
  id: generatedImages.id,
  imageKey: generatedImages.imageKey,
  name: generatedImages.name,
  createdAt: generatedImages.createdAt,
  modelName: sql<string | null>`(select m.name from ${models} m where m.id = ${generatedImages.modelId})`.as('model_name'),
  dressName: sql<string | null>`${dressLabel(generatedImages.dressId)} || coalesce(' + ' || ${dressLabel(lowerDressOfTask)}, '')`.as('dress_name'),
};

/** Newest first, one page; the (client_id, created_at, id) index serves the order. */
export const listGeneratedImages = (db: Db, clientId: string, page: { limit: number; offset: number }) =>
  newestFirstPage(db, generatedImages, listColumns, eq(generatedImages.clientId, clientId), page);

/** The image of one task of the store, as the list shows it. */
export const listedGeneratedImageOfTask = async (db: Db, clientId: string, taskId: string) =>
  (await newestFirstPage(db, generatedImages, listColumns, and(eq(generatedImages.clientId, clientId), eq(generatedImages.taskId, taskId))!, { limit: 1, offset: 0 }))[0] ?? null;
