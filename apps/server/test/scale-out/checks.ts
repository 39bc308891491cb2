import { drawGarment, drawModel } from '../../src/demo/demo-images.ts';
import type { Cluster, ServerProcess } from './cluster.ts';

type Json = Record<string, unknown>;

/** One API call to one process, JSON in and out; throws with the answer unless it is `expect`. */
async function call(server: ServerProcess, token: string | null, method: string, url: string, body?: unknown, expect = 200): Promise<Json> {
  const response = await fetch(`${server.url}/api/v1${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expect) throw new Error(`${method} ${url} on the ${server.role} at ${server.url} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as Json) : {};
}

/** Asks `asker` for an upload slot of `kind`, PUTs the image to `receiver`: the slot's key. */
async function upload(cluster: Cluster, asker: ServerProcess, receiver: ServerProcess, kind: 'models' | 'dress', image: Buffer) {
  const slot = await call(asker, cluster.store.token, 'GET', `/${kind}/upload-url?fileName=photo.jpg&fileType=image/jpeg`);
  const put = await fetch(`${receiver.url}${slot.url as string}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(image) });
  if (put.status !== 200) throw new Error(`PUT of the ${kind} photo to ${receiver.url} answered ${put.status}: ${await put.text()}`);
  return slot.key as string;
}

/**
 * A photo uploaded through web A (slot from A, bytes to B, model saved through A) is listed by
 * web B with an S3 URL that serves the stored image. Returns the model id and what B served.
 */
export async function uploadAcrossProcesses(cluster: Cluster) {
  const { webA, webB, store } = cluster;
  const imageKey = await upload(cluster, webA, webB, 'models', await drawModel('#f1c27d', '#3b2314', '#ffffff', '#fde2e4'));
  const added = await call(webA, store.token, 'POST', '/models/add', { name: 'Scale Mei', category: 'Women', imageKey }, 201);
  const modelId = (added.model as Json)._id as string;
  const listed = (await call(webB, store.token, 'GET', '/models')).models as Json[];
  const model = listed.find((m) => m._id === modelId);
  if (!model) throw new Error('web B does not list the model saved through web A');
  const served = await fetch(model.imageUrl as string);
  return { modelId, imageUrl: model.imageUrl as string, status: served.status, contentType: served.headers.get('content-type'), bytes: (await served.arrayBuffer()).byteLength };
}

/** A try-on created through web A, run by the worker, read (and its image fetched) through web B. */
export async function tryOnAcrossProcesses(cluster: Cluster, modelId: string, timeoutMs = 120_000) {
  const { webA, webB, store } = cluster;
  const imageKey = await upload(cluster, webB, webA, 'dress', await drawGarment('top', '#273c75', '#74b9ff'));
  const added = await call(webB, store.token, 'POST', '/dress/add', { name: 'Scale Tee', category: 'Men', type: 'T-Shirts', imageKey }, 201);
  const dressId = (added.dress as Json)._id as string;
  const started = Date.now();
  const created = await call(webA, store.token, 'POST', '/tryon/tasks', { modelId, dressId });
  let task: Json = created;
  while (task.status !== 'COMPLETED' && task.status !== 'FAILED') {
    if (Date.now() - started > timeoutMs) throw new Error(`The try-on did not finish in ${timeoutMs / 1000} s: ${JSON.stringify(task)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    task = await call(webB, store.token, 'GET', `/tryon/tasks/${created.task_id as string}`);
  }
  const image = task.download_signed_url ? await fetch(task.download_signed_url as string) : null;
  return { task, dressId, seconds: (Date.now() - started) / 1000, imageStatus: image?.status ?? null, imageType: image?.headers.get('content-type') ?? null };
}

/**
 * Web B lists the store's dresses (and keeps the page, decision 0081), then a dress is renamed
 * through web A: how long until web B lists the new name (its page forgotten on the database's
 * notice), or null if it still lists the old one after `timeoutMs`.
 */
export async function listChangeAcrossProcesses(cluster: Cluster, dressId: string, timeoutMs = 3_000) {
  const { webA, webB, store } = cluster;
  const nameOnB = async () => ((await call(webB, store.token, 'GET', '/dress')).dresses as Json[]).find((d) => d._id === dressId)?.name;
  const before = await nameOnB();
  if ((await nameOnB()) !== before) throw new Error('web B changed its answer with nothing changed');
  const renamed = `Renamed ${Date.now()}`;
  await call(webA, store.token, 'PUT', `/dress/${dressId}`, { name: renamed, category: 'Men', type: 'T-Shirts' });
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if ((await nameOnB()) === renamed) return { before, after: renamed, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { before, after: await nameOnB(), ms: null };
}

/**
 * Wrong passwords for one store account from one address, alternating between web A and web B:
 * the status of each attempt. The login limit (10 a minute) must hold across both.
 */
export async function loginAttemptsAcrossProcesses(cluster: Cluster, attempts = 12) {
  const statuses: { server: 'A' | 'B'; status: number }[] = [];
  for (let i = 0; i < attempts; i++) {
    const [name, server] = i % 2 === 0 ? (['A', cluster.webA] as const) : (['B', cluster.webB] as const);
    const response = await fetch(`${server.url}/api/v1/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: cluster.store.row.email, password: 'not-the-password' }),
    });
    statuses.push({ server: name, status: response.status });
  }
  return statuses;
}
