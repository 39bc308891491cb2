import { clothTypeOf, type CreateShopperTryonRequest, type CreateTryonTaskResponse, type TryonTask } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { unsupportedClothType } from '../../tryon/photo-analysis.ts';
import { tryOnJob } from '../../tryon/tryon.job.ts';
import { findPhotoOfUser } from '../person-photos/person-photos.repository.ts';
import { findDressOfStore, findTaskOfUser, insertTask, isUuid } from '../tryon/tryon.repository.ts';
import { toApiTask } from '../tryon/tryon.service.ts';
import type { Shopper } from './shopper.ts';
import { takeShopperTryon } from './shopper-usage.repository.ts';

export const DAILY_CAP_REACHED = 'This store has reached its try-on limit for today. Please try again tomorrow.';

/**
 * A try-on of one of the store's enabled dresses on one of the shopper's own photos, through the
 * store's queue and provider. It counts against the store's daily cap once both are found.
 */
export async function createShopperTryon(
  { db, queue, config }: Pick<Services, 'db' | 'queue' | 'config'>,
  shopper: Shopper,
  input: CreateShopperTryonRequest,
): Promise<CreateTryonTaskResponse> {
  const photo = await findPhotoOfUser(db, shopper.id, input.photoId);
  if (!photo) throw notFound('Photo not found');
  const dress = await findDressOfStore(db, shopper.clientId, input.dressId);
  if (!dress || dress.disabled) throw notFound('Dress not found');
  const limit = unsupportedClothType(photo.analysis, clothTypeOf(dress), config.tryon.provider);
  if (limit) throw new HttpError(422, `Your photo cannot be used for this garment: ${limit}`);
  if (!(await takeShopperTryon(db, shopper.clientId))) throw new HttpError(429, DAILY_CAP_REACHED);
  const task = await db.transaction(async (tx) => {
    const row = await insertTask(tx, { clientId: shopper.clientId, photoId: photo.id, dressId: dress.id, provider: config.tryon.provider }, { source: 'shopper', actor: `user:${shopper.id}` });
    await queue.send(tryOnJob, { taskId: row.id }, { inTransaction: tx });
    return row;
  });
  return { success: true, task_id: task.id, status: task.status };
}

/** Only the owner of the photo sees the task; anyone else's, or none, is the same 404. */
export async function getShopperTryon(services: Pick<Services, 'db' | 'storage'>, shopper: Shopper, id: string): Promise<TryonTask> {
  const task = isUuid(id) ? await findTaskOfUser(services.db, shopper.id, id) : null;
  if (!task) throw notFound('Task not found');
  return toApiTask(services, task);
}
