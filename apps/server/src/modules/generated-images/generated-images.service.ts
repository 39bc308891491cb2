import type { GeneratedImage, GeneratedImagesQuerySchema, SaveGeneratedImageRequest, SaveGeneratedImageResponse } from '@tryown/contracts';
import type { z } from 'zod';
import type { Services } from '../../services.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findTaskOfStore, isUuid } from '../tryon/tryon.repository.ts';
import { listTag, taggedPage } from '../../lib/list-etag.ts';
import { offsetOf } from '../catalogue/catalogue.shared.ts';
import { generatedImageListState, listGeneratedImages, recordGeneratedImage, type GeneratedImageRow } from './generated-images.repository.ts';

type Deps = Pick<Services, 'db' | 'storage'>;

type ListedImage = Pick<GeneratedImageRow, 'id' | 'imageKey' | 'name' | 'createdAt'>;

async function toGeneratedImage({ storage }: Pick<Services, 'storage'>, row: ListedImage): Promise<GeneratedImage> {
  return { _id: row.id, url: await storage.signedGetUrl(row.imageKey), name: row.name, createdAt: row.createdAt.toISOString() };
}

/** One page of the store's generated images, or null (304) when `ifNoneMatch` names the page as it stands. */
export async function listStoreGeneratedImages(services: Deps, clientId: string, query: z.output<typeof GeneratedImagesQuerySchema>, ifNoneMatch?: string) {
  const { total, changedAt } = await generatedImageListState(services.db, clientId);
  const etag = listTag(['generated-images', clientId, JSON.stringify(query), total, changedAt?.toISOString()]);
  return taggedPage(etag, ifNoneMatch, async () => {
    const rows = await listGeneratedImages(services.db, clientId, { limit: query.limit, offset: offsetOf(query.page, query.limit) });
    const generatedImages = await Promise.all(rows.map((row) => toGeneratedImage(services, row)));
    return { success: true as const, generatedImages, total, page: query.page, limit: query.limit };
  });
}

/**
 * The worker records every finished try-on already; this call (kept from the spec) confirms it
 * and answers the same image however often it is repeated.
 */
export async function saveGeneratedImage(services: Deps, clientId: string, input: SaveGeneratedImageRequest): Promise<SaveGeneratedImageResponse> {
  const task = isUuid(input.taskId) ? await findTaskOfStore(services.db, clientId, input.taskId) : null;
  if (!task) throw notFound('Task not found');
  if (task.modelId !== input.modelId || task.dressId !== input.dressId) throw badRequest('modelId and dressId must be those of the task');
  if (task.status !== 'COMPLETED' || !task.resultKey) throw badRequest('This try-on has not finished yet');
  const row = await recordGeneratedImage(services.db, { clientId, taskId: task.id, modelId: task.modelId, dressId: task.dressId, imageKey: task.resultKey });
  return { success: true, message: 'Generated image saved', generatedImage: await toGeneratedImage(services, row) };
}
