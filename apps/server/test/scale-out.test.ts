import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from './scale-out/cluster.ts';
import { listChangeAcrossProcesses, loginAttemptsAcrossProcesses, tryOnAcrossProcesses, uploadAcrossProcesses } from './scale-out/checks.ts';

// Real processes on one PostgreSQL: run once, in the `server` project, when TEST_DATABASE_URL is set (as in CI).
const databaseUrl = process.env.TEST_DATABASE_URL;
const skipReason = !databaseUrl
  ? 'scale-out test skipped: set TEST_DATABASE_URL (PostgreSQL) to run two ROLE=web processes and a ROLE=worker'
  : process.env.TEST_DB === 'postgres'
    ? 'scale-out test skipped in server-pg: it runs once, in the server project'
    : null;
if (skipReason) console.log(skipReason);

describe.skipIf(skipReason !== null)('scale-out: two ROLE=web processes and a ROLE=worker on one PostgreSQL and one S3 server', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    process.env.TEST_DB = 'postgres'; // the cluster's database comes from TEST_DATABASE_URL
    cluster = await startCluster();
  }, 240_000);
  afterAll(async () => {
    delete process.env.TEST_DB;
    await cluster?.stop();
  });

  it('serves through web B a photo uploaded through web A (slot from A, bytes to B, saved in S3)', async () => {
    const upload = await uploadAcrossProcesses(cluster);
    expect(upload.imageUrl.startsWith(cluster.s3.endpoint)).toBe(true);
    expect(upload).toMatchObject({ status: 200, contentType: 'image/jpeg' });
    expect(upload.bytes).toBeGreaterThan(1000);
  });

  it('completes in the worker a try-on created through web A, read through web B', async () => {
    const { modelId } = await uploadAcrossProcesses(cluster);
    const result = await tryOnAcrossProcesses(cluster, modelId);
    expect(result.task).toMatchObject({ status: 'COMPLETED', progress: 100 });
    expect(result).toMatchObject({ imageStatus: 200, imageType: 'image/jpeg' });
    // The dress that try-on used, renamed through web A, is listed renamed by web B, which kept its page.
    const change = await listChangeAcrossProcesses(cluster, result.dressId);
    expect(change.before).toBe('Scale Tee');
    expect(change.ms).not.toBeNull();
  }, 180_000);

  it('holds the login limit across both web processes (10 attempts a minute in all, not per process)', async () => {
    const attempts = await loginAttemptsAcrossProcesses(cluster, 12);
    expect(attempts.slice(0, 10).map((a) => a.status)).not.toContain(429);
    expect(attempts.slice(10)).toEqual([
      { server: 'A', status: 429 },
      { server: 'B', status: 429 },
    ]);
  });
});
