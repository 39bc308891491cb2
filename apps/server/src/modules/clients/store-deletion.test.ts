import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { createAdmin, createClient } from '../../../test/factories.ts';
import { eventually } from '../../../test/eventually.ts';
import { auditLog, clients, models } from '../../db/schema.ts';
import { objectKeys } from '../../storage/keys.ts';
import { useStaffTestApp } from '../admin/staff-test-app.ts';
import { deleteStoreFilesJob } from './store-files.job.ts';

/** Deleting a store when a step fails: rows, audit row and file removal happen together or not at all. */
describe('store deletion under failure', () => {
  const ctx = useStaffTestApp();

  async function storeWithFile() {
    const store = await createClient(ctx.t.services);
    const key = objectKeys.upload(store.row.id, 'models', 'jpg');
    await ctx.t.services.storage.put(key, Buffer.from('jpeg'), 'image/jpeg');
    await ctx.t.services.db.insert(models).values({ clientId: store.row.id, name: 'M', category: 'Women', imageKey: key });
    return { store, key };
  }
  const deleteStore = async (id: string) => ctx.t.app.inject({ method: 'DELETE', url: `/api/v1/admin/deleteclient/${id}`, headers: bearer((await createAdmin(ctx.t.services)).token) });
  const auditRows = (id: string) => ctx.t.services.db.select().from(auditLog).where(eq(auditLog.targetId, id));
  const storeRows = (id: string) => ctx.t.services.db.select().from(clients).where(eq(clients.id, id));

  it('with storage down: the store and its audit row go at once, its files on a retry of the job', { timeout: 60_000 }, async () => {
    const { store, key } = await storeWithFile();
    const down = vi.spyOn(ctx.t.services.storage, 'deletePrefix').mockRejectedValueOnce(new Error('storage is down'));
    const res = await deleteStore(store.row.id);
    expect(res.statusCode).toBe(200);
    expect(await storeRows(store.row.id)).toEqual([]);
    expect(await auditRows(store.row.id)).toHaveLength(1);
    // The first attempt failed: the job waits for its retry, the files are still there.
    await eventually(async () => (await ctx.t.services.queue.find(deleteStoreFilesJob, { clientId: store.row.id })).some((job) => job.state === 'retry'), 15_000, 'the job to wait for a retry');
    expect(await ctx.t.services.storage.exists(key)).toBe(true);
    await eventually(async () => !(await ctx.t.services.storage.exists(key)), 30_000, 'the retry to remove the files');
    expect(down).toHaveBeenCalledTimes(2);
    down.mockRestore();
  });

  it('with the queue down: nothing is deleted and nothing audited, so the delete can be retried', async () => {
    const { store, key } = await storeWithFile();
    const send = vi.spyOn(ctx.t.services.queue, 'send').mockRejectedValueOnce(new Error('the queue is down'));
    const res = await deleteStore(store.row.id);
    send.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await storeRows(store.row.id)).toHaveLength(1);
    expect(await auditRows(store.row.id)).toEqual([]);
    expect(await ctx.t.services.storage.exists(key)).toBe(true);

    expect((await deleteStore(store.row.id)).statusCode).toBe(200);
    expect(await auditRows(store.row.id)).toHaveLength(1);
    await eventually(async () => !(await ctx.t.services.storage.exists(key)), 15_000, "the store's files to go");
  });
});
