import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { models } from '../db/schema.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';
import { seedCatalogue, waitForTask } from '../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(); // TRYON_PROVIDER defaults to local: the embedded engine
});
afterAll(async () => {
  await t?.close();
});

describe('local provider (embedded engine)', () => {
  it("ends a task FAILED with the engine's reason when the photo shows no person, caching nothing", async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model.id, dressId: dress.id } });
    const task = await waitForTask(t.app, store.token, created.json().task_id);
    expect(task).toMatchObject({ status: 'FAILED', error: 'No person was found in the photo.' });
    const [row] = await t.services.db.select({ analysis: models.analysis }).from(models).where(eq(models.id, model.id));
    expect(row?.analysis).toBeNull();
  }, 120_000);
});
