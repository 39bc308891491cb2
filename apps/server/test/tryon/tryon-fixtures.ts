import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TryonTask } from '@tryown/contracts';
import { dresses, models } from '../../src/db/schema.ts';
import type { Services } from '../../src/services.ts';
import { objectKeys } from '../../src/storage/keys.ts';
import { bearer } from '../helper.ts';

export const pngOf = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

/** A model and a dress of one store, rows and images, as the catalogue would have made them. */
export async function seedCatalogue(services: Services, clientId: string, dress: Partial<typeof dresses.$inferInsert> = {}) {
  const modelKey = objectKeys.upload(clientId, 'models', 'png');
  const dressKey = objectKeys.upload(clientId, 'dresses', 'png');
  await services.storage.put(modelKey, await pngOf(120, 240, { r: 200, g: 170, b: 150 }), 'image/png');
  await services.storage.put(dressKey, await pngOf(80, 120, { r: 180, g: 20, b: 60 }), 'image/png');
  const [model] = await services.db.insert(models).values({ clientId, name: 'Mira', category: 'Women', imageKey: modelKey }).returning();
  const [dressRow] = await services.db
    .insert(dresses)
    .values({ clientId, name: 'Red dress', category: 'Women', type: 'Dress', imageKey: dressKey, ...dress })
    .returning();
  return { model: model!, dress: dressRow! };
}

/** Polls a task like the browser does (but faster) until it ends; `tasks` is the store's or the shopper's task path. */
export async function waitForTask(app: FastifyInstance, token: string, taskId: string, tasks = '/api/v1/tryon/tasks'): Promise<TryonTask> {
  for (;;) {
    const response = await app.inject({ method: 'GET', url: `${tasks}/${taskId}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const task = response.json() as TryonTask;
    if (task.status === 'COMPLETED' || task.status === 'FAILED') return task;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
