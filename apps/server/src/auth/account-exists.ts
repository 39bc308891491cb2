import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, clients, superadmins, users } from '../db/schema.ts';
import type { Principal } from './tokens.ts';

/** A token outlives nothing: once its account is deleted it stops working. */
export async function accountExists(db: Db, principal: Principal): Promise<boolean> {
  const table = { superadmin: superadmins, admin: admins, client: clients, user: users }[principal.role];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, principal.id)).limit(1);
  return rows.length > 0;
}
