import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { listState, newestFirstPage } from '../../db/list-state.ts';
import { generatedImages } from '../../db/schema.ts';

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

export async function findGeneratedImageOfTask(db: Db, clientId: string, taskId: string) {
  const [row] = await db
    .select()
    .from(generatedImages)
    .where(and(eq(generatedImages.clientId, clientId), eq(generatedImages.taskId, taskId)));
  return row ?? null;
}

/** The total and newest image of the store's list (its ETag's ground). */
export const generatedImageListState = (db: Db, clientId: string) => listState(db, generatedImages, generatedImages.createdAt, eq(generatedImages.clientId, clientId));

/** Newest first, one page; the (client_id, created_at, id) index serves the order. */
export async function listGeneratedImages(db: Db, clientId: string, page: { limit: number; offset: number }) {
  const columns = { id: generatedImages.id, imageKey: generatedImages.imageKey, name: generatedImages.name, createdAt: generatedImages.createdAt };
  return newestFirstPage(db, generatedImages, columns, eq(generatedImages.clientId, clientId), page);
}
