import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { admins, clients, passwordResets, superadmins, users } from '../../db/schema.ts';

const tables = { superadmin: superadmins, admin: admins, client: clients, user: users };

export type LoginAccount = { id: string; name: string; email: string; passwordHash: string | null };

const accountColumns = (role: Role) => {
  const table = tables[role];
  return { id: table.id, name: table.name, email: table.email, passwordHash: table.passwordHash };
};

export async function findAccountByEmail(db: Db, role: Role, email: string): Promise<LoginAccount | null> {
  const table = tables[role];
  const rows = await db.select(accountColumns(role)).from(table).where(eq(table.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findAccountById(db: Db, role: Role, id: string): Promise<LoginAccount | null> {
  const table = tables[role];
  const rows = await db.select(accountColumns(role)).from(table).where(eq(table.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertReset(db: Db, reset: { role: Role; accountId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResets).values(reset);
}

/** Reset links asked for this account since `since` (a mail-bombing limit). */
export async function countResetsSince(db: Db, role: Role, accountId: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.role, role), eq(passwordResets.accountId, accountId), gt(passwordResets.createdAt, since)));
  return rows[0]?.n ?? 0;
}

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** A new password; every token issued before `now` stops working, and unused reset links die (decision 0091). */
export async function setPassword(db: Executor, role: Role, id: string, passwordHash: string, now: Date) {
  const table = tables[role];
  await db.update(table).set({ passwordHash, sessionsValidFrom: now }).where(eq(table.id, id));
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.role, role), eq(passwordResets.accountId, id), isNull(passwordResets.usedAt)));
}

/**
 * Uses a reset link once and sets the new password, in one transaction: the link is taken only if
 * unused and unexpired, in the same statement, so two requests with one link cannot both succeed.
 * Returns whose link it was, or null when it is unknown, used or expired.
 */
export async function resetWithToken(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<{ role: Role; accountId: string } | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ role: passwordResets.role, accountId: passwordResets.accountId });
    const reset = rows[0];
    if (!reset) return null;
    await setPassword(tx, reset.role, reset.accountId, passwordHash, now);
    return reset;
  });
}
