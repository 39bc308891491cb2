/**
 * The engine off the event loop, side by side in one run:
 * 1. Generation throughput with cached analyses (a 768x1024 model and a garment analysed once),
 *    generations back to back through the worker-thread pool with 1 thread, then 2 threads, in
 *    `--pairs` interleaved pairs (a shared machine's speed drifts by a quarter within minutes: one
 *    pair alone says little), with each pair's ratio and the median.
 * 2. The API's p99 for GET /api/v1/dress (50-item page, PGlite, 10 connections): idle; while the pool
 *    (one thread, as TRYON_CONCURRENCY=1) runs generations back to back; and, for contrast, while the
 *    same generations run on the event loop itself (as before the pool).
 * Run: npm run bench:engine-pool -- [--seconds 10] [--pairs 3]
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { tryOn, type GarmentAnalysis, type PersonAnalysis } from '@tryown/engine';
import { drawGarment, drawModel } from '../../apps/server/src/demo/demo-images.ts';
import { engineRunner } from '../../apps/server/src/tryon/engine-runner.ts';
import { buildTestApp } from '../../apps/server/test/helper.ts';
import { createClient } from '../../apps/server/test/factories.ts';
import { dresses } from '../../apps/server/src/db/schema.ts';
import { objectKeys } from '../../apps/server/src/storage/keys.ts';

const option = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const seconds = option('--seconds', 10);
const pairs = option('--pairs', 3);
const [model, garment] = await Promise.all([drawModel('#f1c27d', '#3b2314', '#ffffff', '#fde2e4'), drawGarment('top', '#273c75', '#74b9ff')]);
const person: PersonAnalysis = await engineRunner.analysePerson(model);
const top: GarmentAnalysis = await engineRunner.analyseGarment(garment, 'upper');
const generate = () => engineRunner.tryOn(model, person, garment, top, 'upper', { format: 'jpeg' });

/** Generations per second with `inFlight` calls kept running for `seconds`. */
async function throughput(threads: number, inFlight: number) {
  await engineRunner.close();
  engineRunner.configure({ threads });
  await Promise.all(Array.from({ length: threads }, generate)); // threads started and warm
  let done = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (performance.now() < until) {
        await generate();
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

console.log(`engine pool: Node ${process.version}, ${os.availableParallelism()} cores seen, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${seconds} s per run`);
const ratios: number[] = [];
for (let pair = 1; pair <= pairs; pair++) {
  const one = await throughput(1, 2);
  const two = await throughput(2, 4);
  ratios.push(two / one);
  console.log(`generations/s, cached analyses, 768x1024, pair ${pair}: 1 thread ${one.toFixed(2)}, 2 threads ${two.toFixed(2)} (${(two / one).toFixed(2)}x)`);
}
const sorted = [...ratios].sort((a, b) => a - b);
console.log(`2 threads / 1 thread: median ${sorted[Math.floor((sorted.length - 1) / 2)]!.toFixed(2)}x of ${pairs} pairs (${sorted[0]!.toFixed(2)}-${sorted.at(-1)!.toFixed(2)}x)`);

// The API under the engine's load.
await engineRunner.close();
engineRunner.configure({ threads: 1 });
const t = await buildTestApp({ LOG_LEVEL: 'silent' });
const store = await createClient(t.services);
await t.services.db.insert(dresses).values(
  Array.from({ length: 500 }, (_, i) => ({ clientId: store.row.id, name: `Dress ${i}`, category: 'Women', type: 'Dresses', imageKey: objectKeys.upload(store.row.id, 'dresses', 'jpg') })),
);
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
/**
 * Requests/s and the p99 latency. autocannon's own histogram keeps whole milliseconds, and an idle
 * p99 of 2 ms would make every ratio a step of 0.5: each response's time is kept to the microsecond
 * from its 'response' event instead.
 */
const measure = async () => {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: `${address}/api/v1/dress?limit=50`, headers: { authorization: `Bearer ${store.token}` }, connections: 10, duration: seconds };
    const run = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  if (result.non2xx + result.errors > 0) throw new Error('the list answered errors');
  times.sort((a, b) => a - b);
  return { rps: result.requests.average, p99: times[Math.floor(0.99 * (times.length - 1))]! };
};
/** Runs `work` back to back until the returned stop is called. */
function backToBack(work: () => Promise<unknown>) {
  let running = true;
  const loop = (async () => {
    while (running) await work();
  })();
  return async () => {
    running = false;
    await loop;
  };
}

const idle = await measure();
let stop = backToBack(generate);
const pooled = await measure();
await stop();
stop = backToBack(() => tryOn(model, person, garment, top, 'upper', { format: 'jpeg' }));
const inline = await measure();
await stop();
console.log(`GET /api/v1/dress p99 (10 connections): idle ${idle.p99.toFixed(1)} ms (${idle.rps.toFixed(0)} req/s)`);
console.log(`  while the pool generates back to back:        ${pooled.p99.toFixed(1)} ms (${pooled.rps.toFixed(0)} req/s), ${(pooled.p99 / idle.p99).toFixed(2)}x idle`);
console.log(`  while the event loop itself generates (old):  ${inline.p99.toFixed(1)} ms (${inline.rps.toFixed(0)} req/s), ${(inline.p99 / idle.p99).toFixed(2)}x idle`);
await t.close();
