import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient } from '../../../test/factories.ts';
import { startFakeFitRoom } from '../../../test/tryon/fake-fitroom.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeFitRoom>>;
beforeAll(async () => {
  fake = await startFakeFitRoom();
  t = await buildTestApp({ TRYON_PROVIDER: 'fitroom', FITROOM_API_KEY: fake.apiKey, FITROOM_BASE_URL: fake.url });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function runTask() {
  const store = await createClient(t.services);
  const { model, dress } = await seedCatalogue(t.services, store.row.id, { type: 'Jeans' });
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model.id, dressId: dress.id } });
  return waitForTask(t.app, store.token, created.json().task_id);
}

describe('try-on tasks through FitRoom (a local fake)', () => {
  it('completes through the provider, which never sees a browser', async () => {
    fake.setMode('ok');
    fake.requests.length = 0;
    const task = await runTask();
    expect(task.status).toBe('COMPLETED');
    expect(fake.requests[0]).toMatchObject({ apiKey: fake.apiKey, clothType: 'lower' });
    expect((await t.app.inject({ method: 'GET', url: task.download_signed_url! })).headers['content-type']).toBe('image/jpeg');
  });

  it('fails with a clear message when FitRoom has no credits', async () => {
    fake.setMode('no-credits');
    expect(await runTask()).toMatchObject({ status: 'FAILED', error: 'The try-on provider has no credits left' });
  });

  it("fails with FitRoom's reason", async () => {
    fake.setMode('fails');
    expect(await runTask()).toMatchObject({ status: 'FAILED', error: 'The try-on provider could not make this image: No person found in the model image' });
  });

  it('retries after a 429 and completes', async () => {
    fake.setMode('rate-limited-once');
    expect(await runTask()).toMatchObject({ status: 'COMPLETED' });
  });

  it('gives up after the retries when FitRoom stays busy, without promising another try', async () => {
    fake.setMode('rate-limited');
    fake.requests.length = 0;
    // Two retries with backoff (about 3 s, then 6 s) before the task ends.
    expect(await runTask()).toMatchObject({ status: 'FAILED', error: 'The try-on provider is busy right now. Please try again in a few minutes.' });
    expect(fake.requests.filter((request) => request.method === 'POST')).toHaveLength(3);
  }, 60_000);
});

