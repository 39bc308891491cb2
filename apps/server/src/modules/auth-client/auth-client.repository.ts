import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

export type ClientRow = typeof clients.$inferSelect;

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

export const findClientByEmail = async (db: Db, email: string) => first(await db.select().from(clients).where(eq(clients.email, email)).limit(1));

export const findClientById = async (db: Db, id: string) => first(await db.select().from(clients).where(eq(clients.id, id)).limit(1));

export const findClientByPublicId = async (db: Db, publicId: string) => first(await db.select().from(clients).where(eq(clients.publicId, publicId)).limit(1));

export const findClientByGoogleSub = async (db: Db, sub: string) => first(await db.select().from(clients).where(eq(clients.googleSub, sub)).limit(1));

export async function linkClientGoogleSub(db: Db, id: string, sub: string) {
  const [row] = await db.update(clients).set({ googleSub: sub }).where(eq(clients.id, id)).returning();
  return row!;
}
