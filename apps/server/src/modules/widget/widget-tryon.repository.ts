import { and, count, eq, getTableColumns, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, personPhotos, tryonTasks } from '../../db/schema.ts';

export async function findPhotoOfSession(db: Db, sessionId: string, id: string) {
  const [row] = await db
    .select()
    .from(personPhotos)
    .where(and(eq(personPhotos.id, id), eq(personPhotos.widgetSessionId, sessionId)));
  return row ?? null;
}

/** A task made on one of the session's photos; anyone else's is null. */
export async function findTaskOfSession(db: Db, sessionId: string, id: string) {
  const [row] = await db
    .select(getTableColumns(tryonTasks))
    .from(tryonTasks)
    .innerJoin(personPhotos, eq(personPhotos.id, tryonTasks.photoId))
    .where(and(eq(tryonTasks.id, id), eq(personPhotos.widgetSessionId, sessionId)));
  return row ?? null;
}

/** Widget try-ons a store's visitors asked for since `since` (its events outlive the swept tasks). */
export async function countWidgetTryonsSince(db: Db, clientId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.clientId, clientId), eq(analyticsEvents.kind, 'tryon_requested'), eq(analyticsEvents.source, 'widget'), gte(analyticsEvents.createdAt, since)));
  return Number(row?.n ?? 0);
}
