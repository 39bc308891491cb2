import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personPhotos } from '../../db/schema.ts';

export type PersonPhotoRow = typeof personPhotos.$inferSelect;
export type NewPersonPhoto = Pick<typeof personPhotos.$inferInsert, 'clientId' | 'userId' | 'widgetSessionId' | 'imageKey' | 'thumbnailKey' | 'analysis'>;

export const insertPersonPhoto = async (db: Db, values: NewPersonPhoto) => (await db.insert(personPhotos).values(values).returning())[0]!;

/** A photo of the store, whoever owns it (the try-on worker's look-up). */
export async function findPhotoOfStore(db: Db, clientId: string, id: string) {
  const [row] = await db.select().from(personPhotos).where(and(eq(personPhotos.id, id), eq(personPhotos.clientId, clientId)));
  return row ?? null;
}

const ofUser = (userId: string, id: string) => and(eq(personPhotos.id, id), eq(personPhotos.userId, userId));

export async function findPhotoOfUser(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(personPhotos).where(ofUser(userId, id));
  return row ?? null;
}

export const listPhotosOfUser = (db: Db, userId: string) =>
  db.select().from(personPhotos).where(eq(personPhotos.userId, userId)).orderBy(desc(personPhotos.createdAt), desc(personPhotos.id));

/** Deletes the row; its tasks and looks go with it (foreign keys cascade). */
export async function deletePhotoOfUser(db: Db, userId: string, id: string) {
  const [row] = await db.delete(personPhotos).where(ofUser(userId, id)).returning();
  return row ?? null;
}

export async function isPhotoKeyTaken(db: Db, imageKey: string) {
  return (await db.$count(personPhotos, eq(personPhotos.imageKey, imageKey))) > 0;
}

export const findPersonPhotoAnalysis = async (db: Db, id: string): Promise<unknown> =>
  (await db.select({ analysis: personPhotos.analysis }).from(personPhotos).where(eq(personPhotos.id, id)))[0]?.analysis ?? null;

/** Keeps a photo analysis (or refusal) record made at try-on time. */
export const setPersonPhotoAnalysis = async (db: Db, id: string, analysis: object) => {
  await db.update(personPhotos).set({ analysis }).where(eq(personPhotos.id, id));
};
