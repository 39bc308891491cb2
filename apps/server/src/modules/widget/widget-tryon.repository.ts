import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personPhotos, tryonTasks } from '../../db/schema.ts';

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
