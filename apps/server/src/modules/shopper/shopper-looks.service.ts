import type { Look } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { notFound } from '../../lib/http-error.ts';
import { isRowId } from '../catalogue/catalogue.shared.ts';
import { deleteLook, findLookOfUser, listLooksOfUser } from '../person-photos/looks.repository.ts';
import { deletePersonFilesJob } from '../person-photos/person-files.job.ts';
import { forgetTaskResult } from '../tryon/tryon.repository.ts';
import type { Shopper } from './shopper.ts';

type Deps = Pick<Services, 'db' | 'storage'>;

export async function listLooks({ db, storage }: Deps, shopper: Shopper) {
  const rows = await listLooksOfUser(db, shopper.id);
  const looks: Look[] = await Promise.all(
    rows.map(async (row) => ({
      _id: row.id,
      imageUrl: await storage.signedGetUrl(row.imageKey),
      photoId: row.photoId,
      photoUrl: await storage.signedGetUrl(row.photoKey),
      dress: row.dressId ? { _id: row.dressId, name: row.dressName ?? '', brand: row.dressBrand ?? '' } : null,
      taskId: row.taskId,
      createdAt: row.createdAt.toISOString(),
    })),
  );
  return { success: true as const, looks };
}

/**
 * The row, and its file by a job queued in the same transaction (as for photos); the try-on that
 * made it loses its result, so its status says the image was deleted (forgetTaskResult).
 */
export async function removeLook({ db, queue }: Pick<Services, 'db' | 'queue'>, shopper: Shopper, id: string) {
  const look = isRowId(id) ? await findLookOfUser(db, shopper.id, id) : null;
  if (!look) throw notFound('Look not found');
  await db.transaction(async (tx) => {
    if (look.taskId) await forgetTaskResult(tx, look.clientId, look.taskId);
    if (!(await deleteLook(tx, look.id))) throw notFound('Look not found');
    await queue.send(deletePersonFilesJob, { keys: [look.imageKey] }, { inTransaction: tx });
  });
  return { success: true as const, message: 'Look deleted' };
}
