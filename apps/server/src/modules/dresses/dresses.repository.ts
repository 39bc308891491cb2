import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dresses } from '../../db/schema.ts';

export type DressRow = typeof dresses.$inferSelect;
export type DressValues = Omit<typeof dresses.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>;
export type DressFilter = { category?: string; subcategory?: string; type?: string };

/** Newest first, one page, filtered in SQL; the (client_id, created_at) index serves the order. */
export async function listDresses(db: Db, clientId: string, filter: DressFilter & { limit: number; offset: number }) {
  const conditions: SQL[] = [eq(dresses.clientId, clientId)];
  if (filter.category) conditions.push(eq(dresses.category, filter.category));
  if (filter.subcategory) conditions.push(eq(dresses.subcategory, filter.subcategory));
  if (filter.type) conditions.push(eq(dresses.type, filter.type));
  const where = and(...conditions)!;
  const [rows, total] = await Promise.all([
    db.select().from(dresses).where(where).orderBy(desc(dresses.createdAt), desc(dresses.id)).limit(filter.limit).offset(filter.offset),
    db.$count(dresses, where),
  ]);
  return { rows, total };
}

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
