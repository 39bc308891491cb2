import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, clients, superadmins, users } from '../db/schema.ts';
import type { Principal } from './tokens.ts';

const tables = { superadmin: superadmins, admin: admins, client: clients, user: users };

/** The account exists and has not ended the sessions issued before `issuedAt` (a password reset). */
async function active(db: Db, role: Principal['role'], id: string, issuedAt: number): Promise<boolean> {
  const table = tables[role];
  const rows = await db.select({ validFrom: table.sessionsValidFrom }).from(table).where(eq(table.id, id)).limit(1);
  const row = rows[0];
  return Boolean(row) && (!row!.validFrom || issuedAt >= row!.validFrom.getTime());
}

/**
 * A token outlives nothing: once its account is deleted, or its password reset or changed, it stops
 * working. An impersonation token also needs the staff account that asked for it (and that account's
 * sessions), so deleting an admin ends the store windows it opened.
 */
export async function accountExists(db: Db, principal: Principal): Promise<boolean> {
  const issuedAt = principal.issuedAt ?? 0;
  if (!(await active(db, principal.role, principal.id, issuedAt))) return false;
  return !principal.impersonatedBy || active(db, principal.impersonatedBy.role, principal.impersonatedBy.id, issuedAt);
}
