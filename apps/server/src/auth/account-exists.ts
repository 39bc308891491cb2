import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, clients, superadmins, users } from '../db/schema.ts';
import type { Principal } from './tokens.ts';

const tables = { superadmin: superadmins, admin: admins, client: clients, user: users };

async function exists(db: Db, role: Principal['role'], id: string): Promise<boolean> {
  const table = tables[role];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

/**
 * A token outlives nothing: once its account is deleted it stops working. An impersonation token
 * also needs the staff account that asked for it, so deleting an admin ends the store windows it opened.
 */
export async function accountExists(db: Db, principal: Principal): Promise<boolean> {
  if (!(await exists(db, principal.role, principal.id))) return false;
  return !principal.impersonatedBy || exists(db, principal.impersonatedBy.role, principal.impersonatedBy.id);
}
