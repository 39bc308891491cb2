import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pngOf } from './tryon-fixtures.ts';

export type FakeMode = 'ok' | 'no-credits' | 'rate-limited-once' | 'rate-limited' | 'fails';

export interface FakeRequest {
  method: string;
  path: string;
  apiKey: string | undefined;
  clothType?: string;
  hasModelImage?: boolean;
  hasClothImage?: boolean;
  hasLowerClothImage?: boolean;
}

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * A local stand-in honouring FitRoom's task contract: POST /api/tryon/v2/tasks (multipart,
 * X-API-KEY; cloth_type combo needs cloth_image and lower_cloth_image) answers a task id; GET /api/tryon/v2/tasks/{id} answers PROCESSING once, then
 * COMPLETED with download_signed_url (or FAILED with a reason); 402 without credits; 429 once or always.
 */
export async function startFakeFitRoom(apiKey = 'test-fitroom-key') {
  let mode: FakeMode = 'ok';
  let rateLimited = false;
  const requests: FakeRequest[] = [];
  const polls = new Map<string, number>();
  const result = await pngOf(64, 96, { r: 10, g: 120, b: 200 });
  let nextId = 1;

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      const body = await read(request);
      const entry: FakeRequest = { method: request.method ?? '', path, apiKey: request.headers['x-api-key'] as string | undefined };
      requests.push(entry);
      const json = (status: number, value: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (path === '/download/result.png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(result);
      }
      if (entry.apiKey !== apiKey) return json(401, { message: 'Invalid API key' });
      if (request.method === 'POST' && path === '/api/tryon/v2/tasks') {
        const text = body.toString('latin1');
        entry.clothType = /name="cloth_type"\r\n\r\n([^\r]*)/.exec(text)?.[1];
        entry.hasModelImage = text.includes('name="model_image"; filename=');
        entry.hasClothImage = text.includes('name="cloth_image"; filename=');
        entry.hasLowerClothImage = text.includes('name="lower_cloth_image"; filename=');
        if (!String(request.headers['content-type']).startsWith('multipart/form-data')) return json(400, { message: 'multipart expected' });
        // combo: the top as cloth_image and the bottom as lower_cloth_image, both required.
        if (entry.clothType === 'combo' && !(entry.hasClothImage && entry.hasLowerClothImage)) return json(400, { message: 'combo needs cloth_image and lower_cloth_image' });
        if (mode === 'no-credits') return json(402, { message: 'Insufficient credits' });
        if (mode === 'rate-limited') return json(429, { message: 'Too many requests' });
        if (mode === 'rate-limited-once' && !rateLimited) {
          rateLimited = true;
          return json(429, { message: 'Too many requests' });
        }
        const id = `task-${nextId++}`;
        polls.set(id, 0);
        return json(200, { task_id: id, status: 'CREATED' });
      }
      const match = /^\/api\/tryon\/v2\/tasks\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && match && polls.has(match[1]!)) {
        const count = polls.get(match[1]!)! + 1;
        polls.set(match[1]!, count);
        if (count === 1) return json(200, { task_id: match[1], status: 'PROCESSING', progress: 50 });
        if (mode === 'fails') return json(200, { task_id: match[1], status: 'FAILED', error: 'No person found in the model image' });
        const address = server.address() as AddressInfo;
        return json(200, { task_id: match[1], status: 'COMPLETED', progress: 100, download_signed_url: `http://127.0.0.1:${address.port}/download/result.png` });
      }
      return json(404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    setMode(next: FakeMode) {
      mode = next;
      rateLimited = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
