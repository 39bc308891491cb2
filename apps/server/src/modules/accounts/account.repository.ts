import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, clients, superadmins } from '../../db/schema.ts';

export const findSuperadminByEmail = async (db: Db, email: string) =>
  (await db.select().from(superadmins).where(eq(superadmins.email, email)).limit(1))[0] ?? null;

export const hasSuperadmin = async (db: Db) => (await db.select({ id: superadmins.id }).from(superadmins).limit(1)).length > 0;

/** The new super admin, or null when an account with that e-mail exists already (nothing is changed then). */
export const insertSuperadminIfAbsent = async (db: Db, values: { name: string; email: string; passwordHash: string }) =>
  (await db.insert(superadmins).values(values).onConflictDoNothing({ target: superadmins.email }).returning({ id: superadmins.id }))[0] ?? null;

export const listAdmins = (db: Db) => db.select().from(admins).orderBy(desc(admins.createdAt));

export const listClients = (db: Db) => db.select().from(clients).orderBy(desc(clients.createdAt));
