import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, clients } from '../../db/schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot exist (and must not reach PostgreSQL's uuid cast). */
export const isUuid = (id: string) => UUID.test(id);

export const findAdminByEmail = async (db: Db, email: string) => (await db.select().from(admins).where(eq(admins.email, email)).limit(1))[0] ?? null;

export const findAdminById = async (db: Db, id: string) => (isUuid(id) ? ((await db.select().from(admins).where(eq(admins.id, id)).limit(1))[0] ?? null) : null);

export const findClientById = async (db: Db, id: string) => (isUuid(id) ? ((await db.select().from(clients).where(eq(clients.id, id)).limit(1))[0] ?? null) : null);

export async function insertAdmin(db: Db, values: { name: string; email: string; passwordHash: string }) {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

export async function deleteAdminById(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await db.delete(admins).where(eq(admins.id, id)).returning({ id: admins.id })).length > 0;
}

export async function updateShopperLimits(db: Db, clientId: string, shopperTryonDailyCap: number) {
  if (!isUuid(clientId)) return null;
  const [row] = await db.update(clients).set({ shopperTryonDailyCap }).where(eq(clients.id, clientId)).returning({ shopperTryonDailyCap: clients.shopperTryonDailyCap });
  return row ?? null;
}
