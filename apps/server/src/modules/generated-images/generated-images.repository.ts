import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

export async function listGeneratedImages(db: Db, clientId: string) {
  return db
    .select()
    .from(generatedImages)
    .where(eq(generatedImages.clientId, clientId))
    .orderBy(desc(generatedImages.createdAt), desc(generatedImages.id));
}
