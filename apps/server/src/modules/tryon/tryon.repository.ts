import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dresses, models, personPhotos, tryonTasks, type AnalyticsSource } from '../../db/schema.ts';
import { recordEvent, recordTaskOutcome } from '../analytics/analytics.repository.ts';

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

/** The person is a store model or a person photo, never both (the table checks it too). */
export type NewTask = { clientId: string; dressId: string; lowerDressId?: string | null; provider: string } & ({ modelId: string; photoId?: never } | { photoId: string; modelId?: never });

/** The task and its 'tryon_requested' event (whose source and actor its outcome event repeats). */
export async function insertTask(db: Db, values: NewTask, requestedBy: { source: AnalyticsSource; actor?: string | null } = { source: 'store' }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(tryonTasks).values(values).returning();
    await recordEvent(tx, { clientId: row!.clientId, kind: 'tryon_requested', dressId: row!.dressId, taskId: row!.id, ...requestedBy });
    return row!;
  });
}

export async function findTask(db: Db, id: string) {
  const [row] = await db.select().from(tryonTasks).where(eq(tryonTasks.id, id));
  return row ?? null;
}

/**
 * One of the store's own try-ons (on its models). A try-on on a person photo (a shopper's or a widget
 * visitor's) is of the same store but never the store's to see: null, like another store's (decision 0100).
 */
export async function findTaskOfStore(db: Db, clientId: string, id: string) {
  const [row] = await db.select().from(tryonTasks).where(storesOwnTask(clientId, id));
  return row ?? null;
}

const storesOwnTask = (clientId: string, id: string) => and(eq(tryonTasks.id, id), eq(tryonTasks.clientId, clientId), isNull(tryonTasks.photoId));

/**
 * The store's own task, locked until the transaction ends: a save waits for a deletion of the task's
 * picture that is under way (which locks the task first), and then sees its result gone.
 */
export async function lockTaskOfStore(db: Db, clientId: string, id: string) {
  const [row] = await db.select().from(tryonTasks).where(storesOwnTask(clientId, id)).for('update');
  return row ?? null;
}

/** A task made on one of the shopper's own photos; anyone else's is null. */
export async function findTaskOfUser(db: Db, userId: string, id: string) {
  const [row] = await db
    .select(getTableColumns(tryonTasks))
    .from(tryonTasks)
    .innerJoin(personPhotos, eq(personPhotos.id, tryonTasks.photoId))
    .where(and(eq(tryonTasks.id, id), eq(personPhotos.userId, userId)));
  return row ?? null;
}

export const taskIdsOfPhoto = async (db: Db, photoId: string) =>
  (await db.select({ id: tryonTasks.id }).from(tryonTasks).where(eq(tryonTasks.photoId, photoId))).map((row) => row.id);

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

/** COMPLETED, with its analytics event; call inside the transaction that records the image. */
export async function completeTask(db: Db, id: string, resultKey: string) {
  await db.update(tryonTasks).set({ status: 'COMPLETED', progress: 100, resultKey, error: null, updatedAt: new Date() }).where(eq(tryonTasks.id, id));
  await recordTaskOutcome(db, id, 'tryon_completed');
}

/**
 * The picture a finished task made (an AI Outfits image, a look) was deleted, and its file goes with
 * it: the task stays COMPLETED without a result (`result_key` null, which no other COMPLETED task
 * has), so its status says the image is gone instead of signing a URL to nothing. Call first in the
 * transaction that deletes the picture's row; it locks the task (see lockTaskOfStore).
 */
export async function forgetTaskResult(db: Db, clientId: string, id: string) {
  await db
    .update(tryonTasks)
    .set({ resultKey: null, updatedAt: new Date() })
    .where(and(eq(tryonTasks.id, id), eq(tryonTasks.clientId, clientId), eq(tryonTasks.status, 'COMPLETED')));
}

/** FAILED with a reason and its analytics event, once: a task that already ended stays as it is. */
export async function failTask(db: Db, id: string, error: string) {
  await db.transaction(async (tx) => {
    const failed = await tx
      .update(tryonTasks)
      .set({ status: 'FAILED', error, updatedAt: new Date() })
      .where(and(eq(tryonTasks.id, id), inArray(tryonTasks.status, [...UNFINISHED])))
      .returning({ id: tryonTasks.id });
    if (failed.length > 0) await recordTaskOutcome(tx, id, 'tryon_failed');
  });
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
