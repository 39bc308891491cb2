/**
 * Throughput of the dress list endpoint (500 dresses, one store, real app on PGlite; the largest page
 * the API allows) next to a bare Fastify route that returns the same JSON from memory. Prints
 * requests/s and their ratio; stops if the list answers anything but 200, so it never times errors.
 * Run: node --import tsx bench/api/run.ts [--seconds 10]
 */
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { buildTestApp } from '../../apps/server/test/helper.ts';
import { createClient } from '../../apps/server/test/factories.ts';
import { dresses } from '../../apps/server/src/db/schema.ts';
import { objectKeys } from '../../apps/server/src/storage/keys.ts';
import { MAX_PAGE_SIZE } from '@tryown/contracts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const DRESSES = 500;

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const t = await buildTestApp({ LOG_LEVEL: 'silent' });
const store = await createClient(t.services);
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ size, selected: true }));
await t.services.db.insert(dresses).values(
  Array.from({ length: DRESSES }, (_, i) => ({
    clientId: store.row.id,
    name: `Dress ${i}`,
    brand: 'Bench',
    category: i % 2 ? 'Women' : 'Men',
    type: 'Dresses',
    price: 999,
    originalPrice: 1299,
    sizes,
    imageKey: objectKeys.upload(store.row.id, 'dresses', 'jpg'),
  })),
);
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
const headers = { authorization: `Bearer ${store.token}` };
const listUrl = `${address}/api/v1/dress?limit=${MAX_PAGE_SIZE}`;
const first = await fetch(listUrl, { headers });
const sample = await first.text();
if (first.status !== 200) throw new Error(`GET ${listUrl} answered ${first.status}: ${sample}`);
const listed = (JSON.parse(sample) as { dresses: unknown[] }).dresses.length;

const bare = Fastify();
bare.get('/dress', (_request, reply) => reply.header('content-type', 'application/json').send(sample));
const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(`dress list: ${DRESSES} dresses in the store, ${listed} per page, ${(sample.length / 1024).toFixed(0)} KiB JSON, ${seconds} s per run, 10 connections`);
const api = await measure(listUrl, headers);
const baseline = await measure(`${bareAddress}/dress`, {});
console.log(`TryOwn GET /api/v1/dress   ${api.rps.toFixed(0).padStart(7)} req/s  p99 ${api.p99} ms  errors ${api.errors}`);
console.log(`bare Fastify, same JSON    ${baseline.rps.toFixed(0).padStart(7)} req/s  p99 ${baseline.p99} ms  errors ${baseline.errors}`);
console.log(`ratio                      ${(api.rps / baseline.rps).toFixed(2)}`);

await bare.close();
await t.close();
