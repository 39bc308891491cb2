import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admins, clients, superadmins } from '../../db/schema.ts';

export const findSuperadminByEmail = async (db: Db, email: string) =>
  (await db.select().from(superadmins).where(eq(superadmins.email, email)).limit(1))[0] ?? null;

export const listAdmins = (db: Db) => db.select().from(admins).orderBy(desc(admins.createdAt));

export const listClients = (db: Db) => db.select().from(clients).orderBy(desc(clients.createdAt));
