/**
 * The scale-out shape on one machine, as apps/server/test/scale-out.test.ts checks it, with
 * timings: one PostgreSQL database, one S3-compatible server that checks signatures, two ROLE=web
 * processes and one ROLE=worker. Prints what each step did and how long it took.
 * Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/scale-out/run.ts
 */
import { startCluster } from '../../apps/server/test/scale-out/cluster.ts';
import { listChangeAcrossProcesses, loginAttemptsAcrossProcesses, tryOnAcrossProcesses, uploadAcrossProcesses } from '../../apps/server/test/scale-out/checks.ts';

if (!process.env.TEST_DATABASE_URL) {
  console.log('Set TEST_DATABASE_URL to a PostgreSQL server (a database is made and dropped there).');
  process.exit(1);
}
process.env.TEST_DB = 'postgres';

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
let started = performance.now();
const cluster = await startCluster();
console.log(`cluster up in ${seconds(started)} s: web A ${cluster.webA.url}, web B ${cluster.webB.url}, a worker, S3 ${cluster.s3.endpoint}`);
try {
  started = performance.now();
  const upload = await uploadAcrossProcesses(cluster);
  console.log(`upload: slot from A, bytes to B, saved through A, listed by B; S3 served ${upload.bytes} bytes (${upload.status}, ${upload.contentType}) in ${seconds(started)} s`);
  const tryOn = await tryOnAcrossProcesses(cluster, upload.modelId);
  console.log(`try-on: created through A, run by the worker, read through B: ${tryOn.task.status as string} in ${tryOn.seconds.toFixed(1)} s (cold engine), result image ${tryOn.imageStatus}`);
  const again = await tryOnAcrossProcesses(cluster, upload.modelId);
  console.log(`second try-on (models loaded in the worker): ${again.task.status as string} in ${again.seconds.toFixed(1)} s`);
  const change = await listChangeAcrossProcesses(cluster, again.dressId);
  console.log(`dress renamed through A, B listing its kept page: new name listed by B after ${change.ms === null ? 'more than 3 s (NOT SEEN)' : `${change.ms} ms`}`);
  const attempts = await loginAttemptsAcrossProcesses(cluster, 12);
  console.log(`login attempts alternating A/B: ${attempts.map((a) => `${a.server}:${a.status}`).join(' ')}`);
} finally {
  await cluster.stop();
}
