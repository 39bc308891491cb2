import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, users } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';

/** The path names a store; only the caller's own answers, anything else is 404 (never another store's list). */
export async function listStoreUsers(db: Db, clientId: string, userId: string) {
  const [store] = await db.select({ id: clients.id, publicId: clients.publicId }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!store || (userId !== store.publicId && userId !== store.id)) throw notFound('Client not found');
  const rows = await db
    .select({ _id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(desc(users.createdAt));
  return { success: true as const, users: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
