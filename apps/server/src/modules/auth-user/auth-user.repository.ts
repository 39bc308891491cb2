import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, users } from '../../db/schema.ts';

/** A shopper with the two things of its store every answer needs: public id and name. */
export type UserWithStore = typeof users.$inferSelect & { storePublicId: string; storeName: string };

async function findOne(db: Db, where: SQL): Promise<UserWithStore | null> {
  const rows = await db
    .select({ user: users, storePublicId: clients.publicId, storeName: clients.businessName })
    .from(users)
    .innerJoin(clients, eq(users.clientId, clients.id))
    .where(where)
    .limit(1);
  const row = rows[0];
  return row ? { ...row.user, storePublicId: row.storePublicId, storeName: row.storeName } : null;
}

export const findUserByEmail = (db: Db, email: string) => findOne(db, eq(users.email, email));
export const findUserById = (db: Db, id: string) => findOne(db, eq(users.id, id));
export const findUserByGoogleSub = (db: Db, sub: string) => findOne(db, eq(users.googleSub, sub));

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** The shopper's row; their photos, try-ons and looks cascade with it. */
export async function deleteUser(db: Db, id: string) {
  return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
}
