import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dresses, generatedImages, tryonTasks } from '../db/schema.ts';
import type { Job } from '../queue/queue.ts';
import { objectKeys } from '../storage/keys.ts';
import { deleteClientAccount } from '../modules/clients/client.service.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';
import { pngOf, seedCatalogue } from '../../test/tryon/tryon-fixtures.ts';
import { TryOnError, type TryOnInput, type TryOnProvider } from './provider.ts';
import { createTryOnHandler } from './tryon.handler.ts';
import type { tryOnJob } from './tryon.job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(async () => {
  await t?.close();
});

/** A task of a new store, as the route records it (`lower`: a combo's bottom, added to the same store). */
async function newTask(dressFields: Partial<typeof dresses.$inferInsert> = {}, lower?: Partial<typeof dresses.$inferInsert>) {
  const store = await createClient(t.services);
  const { model, dress } = await seedCatalogue(t.services, store.row.id, dressFields);
  const bottom = lower ? (await t.services.db.insert(dresses).values({ clientId: store.row.id, category: 'Women', type: 'Jeans', imageKey: dress.imageKey, ...lower }).returning())[0]! : undefined;
  const [task] = await t.services.db.insert(tryonTasks).values({ clientId: store.row.id, modelId: model.id, dressId: dress.id, lowerDressId: bottom?.id, provider: 'test' }).returning();
  return task!;
}

/** One attempt as pg-boss hands it over: `expireInSeconds` is the job's limit, the handler stops 10 s before it. */
const attempt = (taskId: string, fields: { expireInSeconds: number; retryCount: number; retryLimit: number }) =>
  ({ id: 'job', data: { taskId }, signal: new AbortController().signal, ...fields }) as unknown as Job<typeof tryOnJob.payload>;

const taskRow = async (id: string) => (await t.services.db.select().from(tryonTasks).where(eq(tryonTasks.id, id)))[0]!;
const handlerWith = (provider: TryOnProvider) => createTryOnHandler({ db: t.services.db, storage: t.services.storage, provider, log: t.app.log });

describe('try-on attempt (handler)', () => {
  it('ends a provider that never answers at the time limit, FAILED with a reason, on the last attempt', async () => {
    const task = await newTask();
    // Ignores its signal and never settles, like a stuck engine run.
    const stuck: TryOnProvider = { name: 'stuck', run: () => new Promise<Buffer>(() => {}) };
    await handlerWith(stuck)(attempt(task.id, { expireInSeconds: 11, retryCount: 2, retryLimit: 2 }));
    expect(await taskRow(task.id)).toMatchObject({ status: 'FAILED', error: 'The try-on took too long' });
  });

  it('hands a transient failure back to the queue for a retry while retries are left', async () => {
    const task = await newTask();
    const busy: TryOnProvider = { name: 'busy', run: async () => Promise.reject(new TryOnError('The try-on provider is busy right now. Please try again in a few minutes.', true)) };
    await expect(handlerWith(busy)(attempt(task.id, { expireInSeconds: 180, retryCount: 0, retryLimit: 2 }))).rejects.toThrow(/busy/);
    expect(await taskRow(task.id)).toMatchObject({ status: 'CREATED', progress: 0, attempts: 1 });
  });

  it("hands the provider each garment's stated length, for what it is tried on as (a combo's top as a top)", async () => {
    const seen: TryOnInput[] = [];
    const recording: TryOnProvider = { name: 'recording', run: async (input) => (seen.push(input), pngOf(64, 64, { r: 200, g: 40, b: 90 })) };
    const run = async (task: { id: string }) => handlerWith(recording)(attempt(task.id, { expireInSeconds: 180, retryCount: 0, retryLimit: 2 }));
    await run(await newTask({ type: 'Dresses', length: 'midi' }));
    await run(await newTask({ type: 'Dresses' }));
    await run(await newTask({ type: 'Crop Tops', length: 'crop' }, { type: 'Jeans', length: 'ankle' }));
    // A full garment's length picked as the top of a combo does not fit a top: read from the photo.
    await run(await newTask({ type: 'Dresses', length: 'maxi' }, { type: 'Skirts' }));
    expect(seen.map((i) => [i.clothType, i.length, i.lowerDress?.length])).toEqual([
      ['full', 'midi', undefined],
      ['full', undefined, undefined],
      ['combo', 'crop', 'ankle'],
      ['combo', undefined, undefined],
    ]);
  });

  it('fails at once on a final failure, keeping its message for the store', async () => {
    const task = await newTask();
    const refusing: TryOnProvider = { name: 'refusing', run: async () => Promise.reject(new TryOnError('The try-on provider has no credits left', false)) };
    await handlerWith(refusing)(attempt(task.id, { expireInSeconds: 180, retryCount: 0, retryLimit: 2 }));
    expect(await taskRow(task.id)).toMatchObject({ status: 'FAILED', error: 'The try-on provider has no credits left' });
  });
});

describe('a store deleted while its try-on runs', () => {
  it('leaves no generated file and no record behind', async () => {
    const { db, storage } = t.services;
    const task = await newTask();

    // The admin deletes the store while the provider is still working on its picture.
    const slow: TryOnProvider = {
      name: 'slow',
      run: async () => {
        await deleteClientAccount(t.services, task.clientId);
        return pngOf(64, 64, { r: 200, g: 40, b: 90 });
      },
    };
    await handlerWith(slow)(attempt(task.id, { expireInSeconds: 180, retryCount: 2, retryLimit: 2 }));

    expect(await storage.exists(objectKeys.generated(task.clientId, task.id))).toBe(false);
    expect(await db.select().from(generatedImages).where(eq(generatedImages.clientId, task.clientId))).toEqual([]);
    expect(await db.select().from(tryonTasks).where(eq(tryonTasks.id, task.id))).toEqual([]);
  });
});
