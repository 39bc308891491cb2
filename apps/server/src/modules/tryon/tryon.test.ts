import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tryonTasks } from '../../db/schema.ts';
import { tryOnJob } from '../../tryon/tryon.job.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient, createUser } from '../../../test/factories.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // The simple composite provider: it completes with drawn pictures (the engine needs a real person).
  t = await buildTestApp({ TRYON_PROVIDER: 'composite' });
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(token), payload });

describe('try-on tasks (composite provider)', () => {
  it('runs a task to COMPLETED, stores the image and records it once', async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);

    const created = await post(store.token, { modelId: model.id, dressId: dress.id });
    expect(created.statusCode).toBe(200);
    const { task_id, status, success } = created.json();
    expect(success).toBe(true);
    expect(status).toBe('CREATED');

    const task = await waitForTask(t.app, store.token, task_id);
    expect(task).toMatchObject({ task_id, status: 'COMPLETED', progress: 100 });
    expect(task.error).toBeUndefined();
    const image = await t.app.inject({ method: 'GET', url: task.download_signed_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 240]);

    const save = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/client/generated-images/save', headers: bearer(store.token), payload: { taskId: task_id, modelId: model.id, dressId: dress.id } });
    const first = await save();
    const second = await save();
    expect(first.statusCode).toBe(200);
    expect(second.json().generatedImage._id).toBe(first.json().generatedImage._id);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(store.token) });
    expect(list.statusCode).toBe(200);
    const { generatedImages } = list.json();
    expect(generatedImages).toHaveLength(1);
    expect(generatedImages[0]).toMatchObject({ _id: first.json().generatedImage._id, name: 'AI Outfit' });
    expect((await t.app.inject({ method: 'GET', url: generatedImages[0].url })).statusCode).toBe(200);
  });

  it('lists generated images newest first', async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const id = post(store.token, { modelId: model.id, dressId: dress.id }).then((r) => r.json().task_id as string);
      ids.push(await id);
      await waitForTask(t.app, store.token, ids[i]!);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(store.token) });
    const images = list.json().generatedImages as { createdAt: string }[];
    expect(images).toHaveLength(2);
    expect(Date.parse(images[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(images[1]!.createdAt));
  });

  it('refuses unknown, malformed and disabled inputs and callers without a store token', async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const disabled = await seedCatalogue(t.services, store.row.id, { disabled: true });

    expect((await post(store.token, { modelId: randomUUID(), dressId: dress.id })).json()).toEqual({ success: false, message: 'Model not found' });
    expect((await post(store.token, { modelId: model.id, dressId: randomUUID() })).statusCode).toBe(404);
    const malformed = await post(store.token, { modelId: 'abc', dressId: dress.id });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^modelId: /);
    expect((await post(store.token, { modelId: model.id, dressId: disabled.dress.id })).json().message).toBe('This dress is disabled');

    const noToken = await t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', payload: { modelId: model.id, dressId: dress.id } });
    expect(noToken.statusCode).toBe(401);
    const user = await createUser(t.services, store.row.id);
    expect((await post(user.token, { modelId: model.id, dressId: dress.id })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tryon/tasks/not-a-uuid', headers: bearer(store.token) })).statusCode).toBe(400);
  });

  it('runs a top and a bottom together (combo) to COMPLETED', async () => {
    const store = await createClient(t.services);
    const { model, dress: top } = await seedCatalogue(t.services, store.row.id, { type: 'Tops' });
    const { dress: bottom } = await seedCatalogue(t.services, store.row.id, { type: 'Trousers' });
    const created = await post(store.token, { modelId: model.id, dressId: top.id, lowerDressId: bottom.id });
    expect(created.statusCode).toBe(200);
    const task = await waitForTask(t.app, store.token, created.json().task_id);
    expect(task).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const [row] = await t.services.db.select().from(tryonTasks).where(eq(tryonTasks.id, task.task_id));
    expect(row).toMatchObject({ dressId: top.id, lowerDressId: bottom.id });
  });

  it('refuses a combo whose first dress is not a top or whose second is not a bottom, or of another store', async () => {
    const store = await createClient(t.services);
    const { model, dress: top } = await seedCatalogue(t.services, store.row.id, { type: 'Tops' });
    const { dress: bottom } = await seedCatalogue(t.services, store.row.id, { type: 'Skirts' });
    const { dress: gown } = await seedCatalogue(t.services, store.row.id, { type: 'Dresses' });
    const { dress: hidden } = await seedCatalogue(t.services, store.row.id, { type: 'Jeans', disabled: true });
    const foreign = await seedCatalogue(t.services, (await createClient(t.services)).row.id, { type: 'Trousers' });
    const message = async (dressId: string, lowerDressId: string) => {
      const res = await post(store.token, { modelId: model.id, dressId, lowerDressId });
      return [res.statusCode, res.json().message];
    };
    expect(await message(bottom.id, top.id)).toEqual([400, 'dressId: a top and bottom try-on needs a top first; "Skirts" covers the lower body']);
    expect(await message(top.id, gown.id)).toEqual([400, 'lowerDressId: a top and bottom try-on needs a bottom second; "Dresses" covers the whole body']);
    expect(await message(top.id, top.id)).toEqual([400, 'lowerDressId: a top and bottom try-on needs a bottom second; "Tops" covers the upper body']);
    expect(await message(top.id, hidden.id)).toEqual([400, 'This bottom is disabled']);
    expect(await message(top.id, foreign.dress.id)).toEqual([404, 'Bottom not found']);
    const malformed = await post(store.token, { modelId: model.id, dressId: top.id, lowerDressId: 'abc' });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'lowerDressId: lowerDressId is not a valid id']);
    expect(await t.services.db.$count(tryonTasks, eq(tryonTasks.clientId, store.row.id))).toBe(0);
  });

  it('refuses saving a task that has not finished or with other ids', async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const taskId = (await post(store.token, { modelId: model.id, dressId: dress.id })).json().task_id;
    await waitForTask(t.app, store.token, taskId);
    const other = await seedCatalogue(t.services, store.row.id);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/generated-images/save',
      headers: bearer(store.token),
      payload: { taskId, modelId: other.model.id, dressId: dress.id },
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("keeps one store's models, tasks and images from another", async () => {
    const a = await createClient(t.services);
    const b = await createClient(t.services);
    const aCatalogue = await seedCatalogue(t.services, a.row.id);
    const bCatalogue = await seedCatalogue(t.services, b.row.id);

    // B cannot use A's model or dress.
    expect((await post(b.token, { modelId: aCatalogue.model.id, dressId: bCatalogue.dress.id })).statusCode).toBe(404);
    expect((await post(b.token, { modelId: bCatalogue.model.id, dressId: aCatalogue.dress.id })).statusCode).toBe(404);

    const taskId = (await post(a.token, { modelId: aCatalogue.model.id, dressId: aCatalogue.dress.id })).json().task_id;
    await waitForTask(t.app, a.token, taskId);

    const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/tryon/tasks/${taskId}`, headers: bearer(b.token) });
    expect(foreign.statusCode).toBe(404);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/generated-images/save',
      headers: bearer(b.token),
      payload: { taskId, modelId: aCatalogue.model.id, dressId: aCatalogue.dress.id },
    });
    expect(save.statusCode).toBe(404);
    const bList = await t.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(b.token) });
    expect(bList.json().generatedImages).toEqual([]);
    const aList = await t.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(a.token) });
    expect(aList.json().generatedImages).toHaveLength(1);
  });
});

describe('creating a try-on task when the queue fails', () => {
  it('keeps no task without its job: the caller gets an error and may simply retry', async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const send = vi.spyOn(t.services.queue, 'send').mockRejectedValueOnce(new Error('the queue is down'));
    const failed = await post(store.token, { modelId: model.id, dressId: dress.id });
    send.mockRestore();
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
    expect(await t.services.db.select().from(tryonTasks).where(eq(tryonTasks.clientId, store.row.id))).toEqual([]);

    const retried = await post(store.token, { modelId: model.id, dressId: dress.id });
    expect(retried.statusCode).toBe(200);
    const tasks = await t.services.db.select().from(tryonTasks).where(eq(tryonTasks.clientId, store.row.id));
    expect(tasks.map((task) => task.id)).toEqual([retried.json().task_id]);
    expect(await t.services.queue.find(tryOnJob, { taskId: retried.json().task_id })).toHaveLength(1);
  });
});
