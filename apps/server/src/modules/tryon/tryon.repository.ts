import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dresses, models, tryonTasks } from '../../db/schema.ts';

export type TryonTaskRow = typeof tryonTasks.$inferSelect;

/** Ids from a URL or body are checked before they reach a uuid column (which would throw). */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export async function findModelOfStore(db: Db, clientId: string, id: string) {
  const [row] = await db.select().from(models).where(and(eq(models.id, id), eq(models.clientId, clientId)));
  return row ?? null;
}

export async function findDressOfStore(db: Db, clientId: string, id: string) {
  const [row] = await db.select().from(dresses).where(and(eq(dresses.id, id), eq(dresses.clientId, clientId)));
  return row ?? null;
}

export async function insertTask(db: Db, values: { clientId: string; modelId: string; dressId: string; provider: string }) {
  const [row] = await db.insert(tryonTasks).values(values).returning();
  return row!;
}

export async function findTask(db: Db, id: string) {
  const [row] = await db.select().from(tryonTasks).where(eq(tryonTasks.id, id));
  return row ?? null;
}

export async function findTaskOfStore(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select()
    .from(tryonTasks)
    .where(and(eq(tryonTasks.id, id), eq(tryonTasks.clientId, clientId)));
  return row ?? null;
}

const UNFINISHED = ['CREATED', 'PROCESSING'] as const;

/** Takes an unfinished task for one attempt; null when it already ended (or was deleted). */
export async function claimTask(db: Db, id: string) {
  const [row] = await db
    .update(tryonTasks)
    .set({ status: 'PROCESSING', progress: 5, error: null, attempts: sql`${tryonTasks.attempts} + 1`, updatedAt: new Date() })
    .where(and(eq(tryonTasks.id, id), inArray(tryonTasks.status, [...UNFINISHED])))
    .returning();
  return row ?? null;
}

export async function setTaskProgress(db: Db, id: string, progress: number) {
  await db
    .update(tryonTasks)
    .set({ progress: Math.max(0, Math.min(99, Math.round(progress))), updatedAt: new Date() })
    .where(and(eq(tryonTasks.id, id), eq(tryonTasks.status, 'PROCESSING')));
}

export async function completeTask(db: Db, id: string, resultKey: string) {
  await db.update(tryonTasks).set({ status: 'COMPLETED', progress: 100, resultKey, error: null, updatedAt: new Date() }).where(eq(tryonTasks.id, id));
}

export async function failTask(db: Db, id: string, error: string) {
  await db
    .update(tryonTasks)
    .set({ status: 'FAILED', error, updatedAt: new Date() })
    .where(and(eq(tryonTasks.id, id), inArray(tryonTasks.status, [...UNFINISHED])));
}

/** Back to the queue: a retry or a re-send after a restart starts from the beginning. */
export async function requeueTask(db: Db, id: string) {
  await db
    .update(tryonTasks)
    .set({ status: 'CREATED', progress: 0, updatedAt: new Date() })
    .where(and(eq(tryonTasks.id, id), inArray(tryonTasks.status, [...UNFINISHED])));
}

export async function listUnfinishedTasks(db: Db) {
  return db
    .select()
    .from(tryonTasks)
    .where(inArray(tryonTasks.status, [...UNFINISHED]));
}
