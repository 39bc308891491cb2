import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dresses, generatedImages, models, tryonTasks } from '../../db/schema.ts';
import { objectKeys } from '../../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../../test/helper.ts';
import { createClient } from '../../../test/factories.ts';
import { seedCatalogue } from '../../../test/tryon/tryon-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const get = (token: string, url: string, etag?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...bearer(token), ...(etag ? { 'if-none-match': etag } : {}) } });

/** Some generated images of a store (each needs its own task row), created at `dates` when given; their ids in that order. */
async function addGeneratedImages(clientId: string, count: number, dates?: Date[]) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [task] = await t.services.db.insert(tryonTasks).values({ clientId, provider: 'local', status: 'COMPLETED' }).returning();
    const [image] = await t.services.db
      .insert(generatedImages)
      .values({ clientId, taskId: task!.id, imageKey: objectKeys.generated(clientId, task!.id), ...(dates ? { createdAt: dates[i] } : {}) })
      .returning();
    ids.push(image!.id);
  }
  return ids;
}

describe('list pages: ETag / 304, lean rows, paging', () => {
  it.each([
    ['/dress', 'dresses'],
    ['/models', 'models'],
    ['/client/generated-images', 'generatedImages'],
  ])('GET %s answers 304 while the page is unchanged and the new page once a row changes', async (url, field) => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    await addGeneratedImages(store.row.id, 1);
    const first = await get(store.token, url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    // Kept by the browser only, and revalidated with the ETag before each use (decision 0071).
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(store.token, url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another store never gets this store's tag back (its page differs).
    const other = await createClient(t.services);
    expect((await get(other.token, url, etag)).statusCode).toBe(200);

    // A changed row, a new row: a new page and a new tag.
    await t.services.db.update(dresses).set({ name: 'Renamed', updatedAt: new Date(Date.now() + 1000) }).where(eq(dresses.id, dress.id));
    await t.services.db.update(models).set({ name: 'Renamed', updatedAt: new Date(Date.now() + 1000) }).where(eq(models.id, model.id));
    await addGeneratedImages(store.row.id, 1);
    const changed = await get(store.token, url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[field].length).toBeGreaterThan(0);
  });

  it("never reads the engine's stored analysis into a list (lists stay small)", async () => {
    const store = await createClient(t.services);
    const { model, dress } = await seedCatalogue(t.services, store.row.id);
    const bulky = { sha256: 'x', analysis: { masks: 'm'.repeat(200_000) } };
    await t.services.db.update(dresses).set({ analysis: bulky }).where(eq(dresses.id, dress.id));
    await t.services.db.update(models).set({ analysis: bulky }).where(eq(models.id, model.id));
    for (const url of ['/dress', '/models']) {
      const list = await get(store.token, url);
      expect(list.statusCode).toBe(200);
      expect(list.body.length).toBeLessThan(10_000);
      expect(list.body).not.toContain('mmmm');
    }
  });

  it('pages generated images newest first, with the total', async () => {
    const store = await createClient(t.services);
    await addGeneratedImages(store.row.id, 3);
    const first = (await get(store.token, '/client/generated-images?limit=2')).json();
    expect(first).toMatchObject({ success: true, total: 3, page: 1, limit: 2 });
    expect(first.generatedImages).toHaveLength(2);
    const second = (await get(store.token, '/client/generated-images?limit=2&page=2')).json();
    expect(second.generatedImages).toHaveLength(1);
    const ids = [...first.generatedImages, ...second.generatedImages].map((image: { _id: string }) => image._id);
    expect(new Set(ids).size).toBe(3);
    // Stored in another order than newest first (as rows are after edits and imports): each page
    // still holds the right rows in the right order.
    const shuffled = await createClient(t.services);
    const days = [3, 0, 6, 1, 5, 2, 4];
    const stored = await addGeneratedImages(shuffled.row.id, days.length, days.map((d) => new Date(Date.UTC(2026, 0, 1 + d))));
    const newestFirst = days.map((day, i) => ({ day, id: stored[i]! })).sort((a, b) => b.day - a.day).map((image) => image.id);
    for (const page of [1, 2, 3]) {
      const listed = (await get(shuffled.token, `/client/generated-images?limit=3&page=${page}`)).json();
      expect(listed.generatedImages.map((image: { _id: string }) => image._id)).toEqual(newestFirst.slice((page - 1) * 3, page * 3));
    }
    const bad = await get(store.token, '/client/generated-images?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: expect.stringMatching(/limit/) });
  });
});
