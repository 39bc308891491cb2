import type { GeneratedImage, SaveGeneratedImageRequest, SaveGeneratedImageResponse } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findTaskOfStore, isUuid } from '../tryon/tryon.repository.ts';
import { listGeneratedImages, recordGeneratedImage, type GeneratedImageRow } from './generated-images.repository.ts';

type Deps = Pick<Services, 'db' | 'storage'>;

async function toGeneratedImage({ storage }: Pick<Services, 'storage'>, row: GeneratedImageRow): Promise<GeneratedImage> {
  return { _id: row.id, url: await storage.signedGetUrl(row.imageKey), name: row.name, createdAt: row.createdAt.toISOString() };
}

export async function listStoreGeneratedImages(services: Deps, clientId: string) {
  const rows = await listGeneratedImages(services.db, clientId);
  return { success: true as const, generatedImages: await Promise.all(rows.map((row) => toGeneratedImage(services, row))) };
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
