import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dresses, looks, personPhotos } from '../../db/schema.ts';

export type LookRow = typeof looks.$inferSelect;

/** One look per task: recording it twice returns the first row (a retried attempt). */
export async function recordLook(db: Db, values: { clientId: string; photoId: string; taskId: string; dressId: string | null; imageKey: string }): Promise<LookRow> {
  const [inserted] = await db.insert(looks).values(values).onConflictDoNothing({ target: looks.taskId }).returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(looks).where(eq(looks.taskId, values.taskId));
  return existing!;
}

/** A look belongs to whoever owns the photo it was made on. */
const ownedBy = (userId: string) => eq(personPhotos.userId, userId);

/** Newest first, with the photo each was made on and the dress's name (null once the dress is deleted). */
export const listLooksOfUser = (db: Db, userId: string) =>
  db
    .select({ ...getTableColumns(looks), photoKey: personPhotos.imageKey, dressName: dresses.name, dressBrand: dresses.brand })
    .from(looks)
    .innerJoin(personPhotos, eq(personPhotos.id, looks.photoId))
    .leftJoin(dresses, eq(dresses.id, looks.dressId))
    .where(ownedBy(userId))
    .orderBy(desc(looks.createdAt), desc(looks.id));

export async function findLookOfUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(getTableColumns(looks))
    .from(looks)
    .innerJoin(personPhotos, eq(personPhotos.id, looks.photoId))
    .where(and(eq(looks.id, id), ownedBy(userId)));
  return row ?? null;
}

export const deleteLook = async (db: Db, id: string) => (await db.delete(looks).where(eq(looks.id, id)).returning())[0] ?? null;

export const lookKeysOfPhoto = async (db: Db, photoId: string) =>
  (await db.select({ imageKey: looks.imageKey }).from(looks).where(eq(looks.photoId, photoId))).map((row) => row.imageKey);
