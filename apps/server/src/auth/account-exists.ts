import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { admins, clients, superadmins, users } from '../db/schema.ts';
import type { AccountSessions, ProcessCaches } from '../lib/process-caches.ts';
import type { Principal } from './tokens.ts';

const tables = { superadmin: superadmins, admin: admins, client: clients, user: users };

type Deps = { db: Db; caches: ProcessCaches };

/** The account's session state, kept by this process until the database announces its change (decision 0081). */
function sessionsOf({ db, caches }: Deps, role: Principal['role'], id: string): Promise<AccountSessions> {
  return caches.accounts.through(id, role, async () => {
    const table = tables[role];
    const [row] = await db.select({ validFrom: table.sessionsValidFrom }).from(table).where(eq(table.id, id)).limit(1);
    return row ? { exists: true, validFrom: row.validFrom?.getTime() ?? null } : { exists: false };
  });
}

/** The account exists and has not ended the sessions issued before `issuedAt` (a password reset). */
async function active(deps: Deps, role: Principal['role'], id: string, issuedAt: number): Promise<boolean> {
  const sessions = await sessionsOf(deps, role, id);
  return sessions.exists && (sessions.validFrom === null || issuedAt >= sessions.validFrom);
}

/**
 * A token outlives nothing: once its account is deleted, or its password reset or changed, it stops
 * working. An impersonation token also needs the staff account that asked for it (and that account's
 * sessions), so deleting an admin ends the store windows it opened.
 */
export async function accountExists(deps: Deps, principal: Principal): Promise<boolean> {
  const issuedAt = principal.issuedAt ?? 0;
  if (!(await active(deps, principal.role, principal.id, issuedAt))) return false;
  return !principal.impersonatedBy || active(deps, principal.impersonatedBy.role, principal.impersonatedBy.id, issuedAt);
}
