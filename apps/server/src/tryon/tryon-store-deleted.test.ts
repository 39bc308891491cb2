import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generatedImages, tryonTasks } from '../db/schema.ts';
import type { Job } from '../queue/queue.ts';
import { objectKeys } from '../storage/keys.ts';
import { deleteClientAccount } from '../modules/clients/client.service.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';
import { pngOf, seedCatalogue } from '../../test/tryon/tryon-fixtures.ts';
import type { TryOnProvider } from './provider.ts';
import { createTryOnHandler } from './tryon.handler.ts';
import type { tryOnJob } from './tryon.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(async () => {
  await t?.close();
});

describe('a store deleted while its try-on runs', () => {
  it('leaves no generated file and no record behind', async () => {
    const { db, storage } = t.services;
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const [task] = await db.insert(tryonTasks).values({ clientId: store.row.id, modelId: model.id, dressId: dress.id, provider: 'test' }).returning();

    // The admin deletes the store while the provider is still working on its picture.
    const slow: TryOnProvider = {
      name: 'slow',
      run: async () => {
        await deleteClientAccount(db, storage, store.row.id);
        return pngOf(64, 64, { r: 200, g: 40, b: 90 });
      },
    };
    const handler = createTryOnHandler({ db, storage, provider: slow, log: t.app.log });
    const job = { id: 'job', data: { taskId: task!.id }, signal: new AbortController().signal, expireInSeconds: 180, retryCount: 2, retryLimit: 2 };
    await handler(job as unknown as Job<typeof tryOnJob.payload>);

    expect(await storage.exists(objectKeys.generated(store.row.id, task!.id))).toBe(false);
    expect(await db.select().from(generatedImages).where(eq(generatedImages.clientId, store.row.id))).toEqual([]);
    expect(await db.select().from(tryonTasks).where(eq(tryonTasks.id, task!.id))).toEqual([]);
  });
});
