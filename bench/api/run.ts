/**
 * List speed, side by side in one run, on PGlite and (when TEST_DATABASE_URL is set) PostgreSQL:
 * 1. GET /api/v1/dress (a 50-item page of 2,000 dresses, each with a stored engine analysis) at 50
 *    connections against a bare Fastify route sending the same bytes: requests/s, p99, the ratio;
 *    the page as the process keeps it (decision 0081), then with nothing kept (every request reads
 *    and builds the page: a first read), and the same page asked again with its ETag (304).
 * 2. Server time (inject, no network) of the lists at 10,000 dresses and 10,000 generated images in
 *    one store: first page, a filtered page, a deep page; median and p99 of sequential calls, each
 *    a first read (the process's kept pages and account states forgotten before every call).
 * Stops if a list answers anything but 200/304, so it never times errors.
 * Run: [TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres] node --import tsx bench/api/run.ts [--seconds 10]
 */
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { buildTestApp, type TestApp } from '../../apps/server/test/helper.ts';
import { createClient } from '../../apps/server/test/factories.ts';
import { dresses, generatedImages, tryonTasks } from '../../apps/server/src/db/schema.ts';
import { objectKeys } from '../../apps/server/src/storage/keys.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const CONNECTIONS = 50;
const PAGE = 50;
/** About the size of a real garment analysis (landmarks, colours, an RLE mask). */
const analysis = { sha256: 'bench', revision: 1, analysis: { mask: 'r'.repeat(6_000), colours: ['#112233'] } };
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ size, selected: true }));

async function seedDresses(t: TestApp, clientId: string, count: number, from: number) {
  for (let start = 0; start < count; start += 500) {
    await t.services.db.insert(dresses).values(
      Array.from({ length: Math.min(500, count - start) }, (_, j) => {
        const i = from + start + j;
        return {
          clientId,
          name: `Dress ${i}`,
          brand: 'Bench',
          category: ['Women', 'Men', 'Kids', 'Unisex'][i % 4]!,
          type: ['Dresses', 'Tops', 'Jeans', 'Skirts', 'Shirts'][i % 5]!,
          price: 999,
          originalPrice: 1299,
          sizes,
          analysis,
          imageKey: objectKeys.upload(clientId, 'dresses', 'jpg'),
          createdAt: new Date(Date.now() - i * 1000),
        };
      }),
    );
  }
}

async function seedGeneratedImages(t: TestApp, clientId: string, count: number) {
  for (let start = 0; start < count; start += 500) {
    const tasks = await t.services.db
      .insert(tryonTasks)
      .values(Array.from({ length: Math.min(500, count - start) }, () => ({ clientId, provider: 'local', status: 'COMPLETED' as const })))
      .returning({ id: tryonTasks.id });
    await t.services.db.insert(generatedImages).values(tasks.map((task) => ({ clientId, taskId: task.id, imageKey: objectKeys.generated(clientId, task.id) })));
  }
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Server time of one list URL: `runs` sequential inject() calls after a warm-up. */
async function serverTime(t: TestApp, token: string, url: string, runs = 40) {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    t.services.caches.listPages.clear();
    t.services.caches.accounts.clear();
    const started = performance.now();
    const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p99: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)]! };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') process.env.TEST_DB = 'postgres';
  else delete process.env.TEST_DB;
  const t = await buildTestApp({ LOG_LEVEL: 'silent' });
  try {
    const store = await createClient(t.services);
    await seedDresses(t, store.row.id, 2_000, 0);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${store.token}` };
    const listUrl = `${address}/api/v1/dress?limit=${PAGE}`;
    const first = await fetch(listUrl, { headers });
    const sample = await first.text();
    if (first.status !== 200) throw new Error(`GET ${listUrl} answered ${first.status}: ${sample}`);
    const etag = first.headers.get('etag')!;

    const bare = Fastify();
    bare.get('/dress', (_request, reply) => reply.header('content-type', 'application/json').send(sample));
    const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
    console.log(`\n[${kind}] GET /api/v1/dress: 2,000 dresses, ${PAGE} per page, ${(sample.length / 1024).toFixed(0)} KiB JSON, ${seconds} s per run, ${CONNECTIONS} connections`);
    const api = await load(listUrl, headers);
    const baseline = await load(`${bareAddress}/dress`, {});
    const cached = await load(listUrl, { ...headers, 'if-none-match': etag });
    const { keep: keepPage } = t.services.caches.listPages;
    const { keep: keepAccount } = t.services.caches.accounts;
    t.services.caches.listPages.keep = () => {};
    t.services.caches.accounts.keep = () => {};
    t.services.caches.listPages.clear();
    t.services.caches.accounts.clear();
    let firstReads: Awaited<ReturnType<typeof load>>;
    try {
      firstReads = await load(listUrl, headers);
    } finally {
      Object.assign(t.services.caches.listPages, { keep: keepPage });
      Object.assign(t.services.caches.accounts, { keep: keepAccount });
    }
    await bare.close();
    console.log(`  TryOwn GET /api/v1/dress (kept) ${api.rps.toFixed(0).padStart(6)} req/s  p99 ${String(api.p99).padStart(4)} ms  errors ${api.errors}`);
    console.log(`  bare Fastify, same bytes        ${baseline.rps.toFixed(0).padStart(6)} req/s  p99 ${String(baseline.p99).padStart(4)} ms  errors ${baseline.errors}`);
    console.log(`  ratio                           ${(api.rps / baseline.rps).toFixed(2)}`);
    console.log(`  nothing kept (every request a first read) ${firstReads.rps.toFixed(0).padStart(6)} req/s  p99 ${String(firstReads.p99).padStart(4)} ms  (${(firstReads.rps / baseline.rps).toFixed(2)} of bare)  errors ${firstReads.errors}`);
    console.log(`  same page with its ETag (304)   ${cached.rps.toFixed(0).padStart(6)} req/s  p99 ${String(cached.p99).padStart(4)} ms  (non-2xx counted: ${cached.errors}, all 304)`);

    await seedDresses(t, store.row.id, 8_000, 2_000);
    await seedGeneratedImages(t, store.row.id, 10_000);
    console.log(`[${kind}] server time (inject, sequential) at 10,000 dresses and 10,000 generated images in one store:`);
    for (const url of [
      `/api/v1/dress?limit=${PAGE}`,
      `/api/v1/dress?limit=${PAGE}&category=Kids`,
      `/api/v1/dress?limit=${PAGE}&type=Skirts`,
      `/api/v1/dress?limit=${PAGE}&page=150`,
      `/api/v1/client/generated-images?limit=60`,
      `/api/v1/client/generated-images?limit=60&page=150`,
    ]) {
      const time = await serverTime(t, store.token, url);
      console.log(`  ${url.padEnd(52)} median ${time.median.toFixed(1).padStart(5)} ms  p99 ${time.p99.toFixed(1).padStart(5)} ms`);
    }
  } finally {
    await t.close();
  }
}

await benchDatabase('pglite');
if (process.env.TEST_DATABASE_URL) await benchDatabase('postgres');
else console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to measure it too)');
