import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { models, uploadSlots } from '../db/schema.ts';
import { objectKeys } from '../storage/keys.ts';
import { bearer, buildTestApp, type TestApp } from '../../test/helper.ts';
import { createClient } from '../../test/factories.ts';
import { drawImage, uploadImage } from '../modules/catalogue/catalogue.test-support.ts';
import { runSweep, SWEEP_CRON, sweepJob } from './sweeper.ts';
import { UNATTACHED_UPLOAD_MAX_AGE_MS } from './unattached-uploads.ts';
import type { SweepTask } from './sweep-tasks.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const dayLater = () => new Date(Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS + 60_000);
const exists = (key: string) => Promise.all([t.services.storage.exists(key), t.services.storage.exists(objectKeys.thumbnail(key))]);
const slotKeys = async () => (await t.services.db.select({ key: uploadSlots.key }).from(uploadSlots)).map((row) => row.key);

async function pendingLogo() {
  const slot = (await t.app.inject({ method: 'GET', url: '/api/v1/client/upload-url', query: { fileName: 'logo.png', fileType: 'image/png' } })).json();
  await t.app.inject({ method: 'PUT', url: slot.url, payload: await drawImage('png', 32, 32), headers: { 'content-type': 'image/png' } });
  return slot.key as string;
}

describe('the sweeper', () => {
  it('is scheduled hourly on the job queue', async () => {
    const result = (await t.services.db.execute(sql`select name, cron from pgboss.schedule`)) as unknown as { rows: { name: string; cron: string }[] };
    const schedules = result.rows;
    expect(schedules).toContainEqual(expect.objectContaining({ name: sweepJob.name, cron: SWEEP_CRON }));
  });

  it('removes uploads no record took within a day, keeps attached and fresh ones', async () => {
    const store = await createClient(t.services);
    const saved = await uploadImage(t, store.token, 'models');
    // The row straight in: adding a model through the API needs a real photo (see models.test.ts).
    await t.services.db.insert(models).values({ clientId: store.row.id, name: 'Asha', category: 'Women', imageKey: saved.key });
    const abandoned = await uploadImage(t, store.token, 'dress');
    const logo = await pendingLogo();
    expect([...(await exists(saved.key)), ...(await exists(abandoned.key)), ...(await exists(logo))].every(Boolean)).toBe(true);

    // Within the day nothing goes.
    await runSweep(t.services, t.app.log, new Date(Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS - 60_000));
    expect(await exists(abandoned.key)).toEqual([true, true]);

    const removed = await runSweep(t.services, t.app.log, dayLater());
    expect(removed['unattached-uploads']).toBeGreaterThanOrEqual(2);
    expect(await exists(abandoned.key)).toEqual([false, false]);
    expect(await exists(logo)).toEqual([false, false]);
    expect(await exists(saved.key)).toEqual([true, true]);
    // Attached or removed, every old slot is done with.
    expect(await slotKeys()).not.toEqual(expect.arrayContaining([saved.key]));
    expect(await slotKeys()).not.toEqual(expect.arrayContaining([abandoned.key]));
  });

  it('keeps a slot whose files could not be removed (storage down) and removes them on the next run', async () => {
    const store = await createClient(t.services);
    const abandoned = await uploadImage(t, store.token, 'models');
    const down = vi.spyOn(t.services.storage, 'delete').mockRejectedValue(new Error('storage is down'));
    await expect(runSweep(t.services, t.app.log, dayLater())).rejects.toThrow('Sweep tasks failed: unattached-uploads');
    down.mockRestore();
    expect(await exists(abandoned.key)).toEqual([true, true]);
    expect(await slotKeys()).toContain(abandoned.key);
    await runSweep(t.services, t.app.log, dayLater());
    expect(await exists(abandoned.key)).toEqual([false, false]);
    expect(await slotKeys()).not.toContain(abandoned.key);
  });

  it('takes the files a record let go of while storage was down (a deleted model, a replaced logo); the request still succeeds', async () => {
    const store = await createClient(t.services);
    const photo = await uploadImage(t, store.token, 'models');
    const [model] = await t.services.db.insert(models).values({ clientId: store.row.id, name: 'Asha', category: 'Women', imageKey: photo.key }).returning();
    const oldLogo = await uploadImage(t, store.token, 'client/profile/logo');
    const profile = { businessName: 'Cara Couture', gstNo: 'GST', panNo: 'PAN', mobileNo: '9876543210', address: '1 Fashion Street', city: 'Pune', pincode: '411001', websiteUrl: '' };
    const putProfile = (businessLogoKey: string) => t.app.inject({ method: 'PUT', url: '/api/v1/client/profile', headers: bearer(store.token), payload: { ...profile, businessLogoKey } });
    expect((await putProfile(oldLogo.key)).statusCode).toBe(200);
    // A day on, the attached uploads' slots are done with: nothing records these files any more.
    await runSweep(t.services, t.app.log, dayLater());
    expect(await slotKeys()).not.toEqual(expect.arrayContaining([photo.key]));
    const newLogo = await uploadImage(t, store.token, 'client/profile/logo');

    const down = vi.spyOn(t.services.storage, 'delete').mockRejectedValue(new Error('storage is down'));
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/models/${model!.id}`, headers: bearer(store.token) });
    const replaced = await putProfile(newLogo.key);
    down.mockRestore();
    expect([deleted.statusCode, replaced.statusCode]).toEqual([200, 200]);
    expect([...(await exists(photo.key)), ...(await exists(oldLogo.key))]).toEqual([true, true, true, true]);

    await runSweep(t.services, t.app.log, dayLater());
    expect([...(await exists(photo.key)), ...(await exists(oldLogo.key))]).toEqual([false, false, false, false]);
    expect(await exists(newLogo.key)).toEqual([true, true]);
  });

  it('runs every registered task even when one fails, and then fails the job so it is retried', async () => {
    const ran: string[] = [];
    const tasks: SweepTask[] = [
      { name: 'broken', run: async () => Promise.reject(new Error('boom')) },
      { name: 'fine', run: async () => (ran.push('fine'), 3) },
    ];
    await expect(runSweep(t.services, t.app.log, new Date(), tasks)).rejects.toThrow('Sweep tasks failed: broken');
    expect(ran).toEqual(['fine']);
  });
});
