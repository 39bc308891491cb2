import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { defineJob } from './queue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.services.queue.prepare([probeJob]);
});
afterAll(() => t.close());

/** A job kind no worker takes, so its rows stay for the test to find. */
const probeJob = defineJob({ name: 'queue-test-probe', payload: z.object({ ref: z.string() }), options: { retryLimit: 0, retryDelay: 1, retryBackoff: false, expireInSeconds: 60 } });
const audit = (ref: string) => ({ actorRole: 'superadmin', actorId: ref, action: 'probe', targetType: 'client', targetId: ref });

describe('sending a job inside a transaction', () => {
  it('refuses a job kind whose queue was not prepared (it would need a second connection mid-transaction)', async () => {
    const unprepared = { ...probeJob, name: 'queue-test-unprepared' };
    await expect(t.services.db.transaction((tx) => t.services.queue.send(unprepared, { ref: 'x' }, { inTransaction: tx }))).rejects.toThrow(/must be prepared/);
  });

  it('commits the job with the rows of the transaction', async () => {
    const ref = randomUUID();
    await t.services.db.transaction(async (tx) => {
      await tx.insert(auditLog).values(audit(ref));
      await t.services.queue.send(probeJob, { ref }, { inTransaction: tx });
    });
    expect(await t.services.queue.find(probeJob, { ref })).toHaveLength(1);
  });

  it('rolls the job back with them when the transaction fails after the send', async () => {
    const ref = randomUUID();
    await expect(
      t.services.db.transaction(async (tx) => {
        await t.services.queue.send(probeJob, { ref }, { inTransaction: tx });
        await tx.insert(auditLog).values(audit(ref));
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await t.services.queue.find(probeJob, { ref })).toEqual([]);
  });
});
