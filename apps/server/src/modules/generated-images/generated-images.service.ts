import type { GeneratedImage, GeneratedImagesQuerySchema, SaveGeneratedImageRequest, SaveGeneratedImageResponse } from '@tryown/contracts';
import type { z } from 'zod';
import type { Services } from '../../services.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { forgetTaskResult, isUuid, lockTaskOfStore } from '../tryon/tryon.repository.ts';
import { RESULT_DELETED } from '../tryon/tryon.service.ts';
import { keptListPage } from '../../lib/list-etag.ts';
import { offsetOf } from '../catalogue/catalogue.shared.ts';
import { isRowId } from '../catalogue/catalogue.shared.ts';
import { deleteGeneratedFilesJob } from './generated-files.job.ts';
import { deleteGeneratedImage, findGeneratedImage, generatedImageListState, listedGeneratedImageOfTask, listGeneratedImages, recordGeneratedImage, type GeneratedImageRow } from './generated-images.repository.ts';

type Deps = Pick<Services, 'db' | 'storage'>;
const NOT_FOUND = 'Image not found';

type ListedImage = Pick<GeneratedImageRow, 'id' | 'imageKey' | 'name' | 'createdAt'> & { modelName: string | null; dressName: string | null };

async function toGeneratedImage({ storage }: Pick<Services, 'storage'>, row: ListedImage): Promise<GeneratedImage> {
  return { _id: row.id, url: await storage.signedGetUrl(row.imageKey), name: row.name, modelName: row.modelName, dressName: row.dressName, createdAt: row.createdAt.toISOString() };
}

/** One page of the store's generated images, or null (304) when `ifNoneMatch` names the page as it stands. */
export async function listStoreGeneratedImages(services: Pick<Services, 'db' | 'storage' | 'caches'>, clientId: string, query: z.output<typeof GeneratedImagesQuerySchema>, ifNoneMatch?: string) {
  return keptListPage(services.caches.listPages, clientId, 'generated-images', query, ifNoneMatch, async () => {
    const { total, changedAt, names } = await generatedImageListState(services.db, clientId);
    const build = async () => {
      const rows = await listGeneratedImages(services.db, clientId, { limit: query.limit, offset: offsetOf(query.page, query.limit) });
      const generatedImages = await Promise.all(rows.map((row) => toGeneratedImage(services, row)));
      return { success: true as const, generatedImages, total, page: query.page, limit: query.limit };
    };
    return { state: [total, changedAt?.toISOString(), names], build };
  });
}

/**
 * The worker records every finished try-on already; this call (kept from the spec) confirms it
 * and answers the same image however often it is repeated. Once the store has deleted the image,
 * its file is gone and the task has no result: 410, and no row is made again (decision 0070).
 */
export async function saveGeneratedImage(services: Deps, clientId: string, input: SaveGeneratedImageRequest): Promise<SaveGeneratedImageResponse> {
  if (!isUuid(input.taskId)) throw notFound('Task not found');
  // The task stays locked until the row is recorded, so a deletion under way finishes first (or waits).
  const taskId = await services.db.transaction(async (tx) => {
    const task = await lockTaskOfStore(tx, clientId, input.taskId);
    if (!task) throw notFound('Task not found');
    if (task.modelId !== input.modelId || task.dressId !== input.dressId) throw badRequest('modelId and dressId must be those of the task');
    if (task.status !== 'COMPLETED') throw badRequest('This try-on has not finished yet');
    if (!task.resultKey) throw new HttpError(410, RESULT_DELETED);
    await recordGeneratedImage(tx, { clientId, taskId: task.id, modelId: task.modelId, dressId: task.dressId, imageKey: task.resultKey });
    return task.id;
  });
  const listed = await listedGeneratedImageOfTask(services.db, clientId, taskId);
  if (!listed) throw notFound('Task not found');
  return { success: true, message: 'Generated image saved', generatedImage: await toGeneratedImage(services, listed) };
}

/**
 * The row, and its file by a job queued in the same transaction (decision 0070): a storage outage
 * only delays the file's removal. The task that made it loses its result first (forgetTaskResult).
 */
export async function removeGeneratedImage({ db, queue }: Pick<Services, 'db' | 'queue'>, clientId: string, id: string) {
  const image = isRowId(id) ? await findGeneratedImage(db, clientId, id) : null;
  if (!image) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    if (image.taskId) await forgetTaskResult(tx, clientId, image.taskId);
    if (!(await deleteGeneratedImage(tx, clientId, image.id))) throw notFound(NOT_FOUND);
    await queue.send(deleteGeneratedFilesJob, { keys: [image.imageKey] }, { inTransaction: tx });
  });
  return { success: true as const, message: 'Image deleted' };
}
