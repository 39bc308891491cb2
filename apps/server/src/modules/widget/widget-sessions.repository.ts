import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { widgetSessions } from '../../db/schema.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new anonymous session: the secret token goes to the browser once, only its hash is kept. */
export async function openSession(db: Db, clientId: string, expiresAt: Date) {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db.insert(widgetSessions).values({ clientId, tokenHash: hashOf(token), expiresAt }).returning();
  return { session: row!, token };
}

/** The live session of this store that the token names, or null. */
export async function findSession(db: Db, clientId: string, token: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(widgetSessions)
    .where(and(eq(widgetSessions.tokenHash, hashOf(token)), eq(widgetSessions.clientId, clientId), gt(widgetSessions.expiresAt, now)));
  return row ?? null;
}

export const listExpiredSessions = (db: Db, now: Date, limit = 100) =>
  db.select().from(widgetSessions).where(lte(widgetSessions.expiresAt, now)).limit(limit);

/** Deletes the session; its photos, tasks and looks go with it (foreign keys cascade). */
export async function deleteSession(db: Db, id: string) {
  await db.delete(widgetSessions).where(eq(widgetSessions.id, id));
}
