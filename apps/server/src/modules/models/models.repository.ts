import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { models } from '../../db/schema.ts';

export type ModelRow = typeof models.$inferSelect;
export type ModelValues = Omit<typeof models.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;

/** Newest first, one page; uses the (client_id, created_at) index. */
export async function listModels(db: Db, clientId: string, filter: { category?: string; limit: number; offset: number }) {
  const where: SQL = filter.category ? and(eq(models.clientId, clientId), eq(models.category, filter.category))! : eq(models.clientId, clientId);
  const [rows, total] = await Promise.all([
    db.select().from(models).where(where).orderBy(desc(models.createdAt), desc(models.id)).limit(filter.limit).offset(filter.offset),
    db.$count(models, where),
  ]);
  return { rows, total };
}

export const findModel = async (db: Db, clientId: string, id: string) =>
  (await db.select().from(models).where(and(eq(models.id, id), eq(models.clientId, clientId))).limit(1))[0] ?? null;

export const insertModel = async (db: Db, clientId: string, values: ModelValues) => (await db.insert(models).values({ ...values, clientId }).returning())[0]!;

export const updateModel = async (db: Db, clientId: string, id: string, values: Partial<ModelValues>) =>
  (
    await db
      .update(models)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(models.id, id), eq(models.clientId, clientId)))
      .returning()
  )[0] ?? null;

export const deleteModel = async (db: Db, clientId: string, id: string) =>
  (await db.delete(models).where(and(eq(models.id, id), eq(models.clientId, clientId))).returning())[0] ?? null;
