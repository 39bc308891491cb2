import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const storage = () => createS3Storage(s3.config);
const body = (text: string) => Buffer.from(text, 'utf8');

describe('S3 storage against an S3-compatible server that checks signatures', () => {
  it('puts, gets, checks and deletes an object; a missing key is null / false', async () => {
    const store = storage();
    await store.put('clients/a/x.txt', body('hello'), 'text/plain');
    expect((await store.get('clients/a/x.txt'))?.toString()).toBe('hello');
    expect(await store.exists('clients/a/x.txt')).toBe(true);
    await store.delete('clients/a/x.txt');
    expect(await store.get('clients/a/x.txt')).toBeNull();
    expect(await store.exists('clients/a/x.txt')).toBe(false);
  });

  it('removes every object under a prefix and nothing else', async () => {
    const store = storage();
    await Promise.all(['clients/b/1.txt', 'clients/b/sub/2.txt', 'clients/bb/3.txt'].map((key) => store.put(key, body(key), 'text/plain')));
    await store.deletePrefix('clients/b/');
    expect(await store.exists('clients/b/1.txt')).toBe(false);
    expect(await store.exists('clients/b/sub/2.txt')).toBe(false);
    expect(await store.exists('clients/bb/3.txt')).toBe(true);
  });

  it('signs download URLs the server accepts, and the same URL within one signing window', async () => {
    const store = storage();
    await store.put('clients/c/pic.txt', body('picture'), 'text/plain');
    const url = await store.signedGetUrl('clients/c/pic.txt');
    expect(await store.signedGetUrl('clients/c/pic.txt')).toBe(url);
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('picture');
    const tampered = new URL(url);
    tampered.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await fetch(tampered)).status).toBe(403);
  });

  it('reports errors other than "not found" instead of calling the object missing', async () => {
    const wrongKey = createS3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    await storage().put('clients/d/kept.txt', body('kept'), 'text/plain');
    await expect(wrongKey.exists('clients/d/kept.txt')).rejects.toThrow();
    await expect(wrongKey.put('clients/d/other.txt', body('x'), 'text/plain')).rejects.toThrow(/signature/i);
    await expect(wrongKey.deletePrefix('clients/d/')).rejects.toThrow(/signature/i);
    expect(await storage().exists('clients/d/kept.txt')).toBe(true);
    const unreachable = createS3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:9' });
    await expect(unreachable.exists('clients/d/kept.txt')).rejects.toThrow();
  });
});
