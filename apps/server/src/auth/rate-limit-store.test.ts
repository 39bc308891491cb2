import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import type { RateLimitCount } from './rate-limit.repository.ts';
import { sqlRateLimitStore } from './rate-limit-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Store = { incr(key: string, cb: (e: Error | null, r?: RateLimitCount) => void, window: number): void; read(key: string, cb: (e: Error | null, r?: RateLimitCount) => void): void };
const promised = (call: (cb: (e: Error | null, r?: RateLimitCount) => void) => void) =>
  new Promise<RateLimitCount>((resolve, reject) => call((error, result) => (error ? reject(error) : resolve(result!))));
const hit = (store: Store, key: string, windowMs = 60_000) => promised((cb) => store.incr(key, cb, windowMs));
const read = (store: Store, key: string) => promised((cb) => store.read(key, cb));

/** The store of one route in one process: each process builds its own from the shared database. */
const routeStore = (route: string) => new (sqlRateLimitStore(t.services.db))().child({ routeInfo: { method: 'POST', url: route } }) as Store;

describe('SQL rate-limit store (the counters every process shares)', () => {
  it('adds up the hits of two processes on one route, and keeps other routes apart', async () => {
    const [first, second] = [routeStore('/api/v1/client/login'), routeStore('/api/v1/client/login')];
    expect((await hit(first, '192.0.2.1')).current).toBe(1);
    expect((await hit(second, '192.0.2.1')).current).toBe(2);
    const third = await hit(first, '192.0.2.1');
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(routeStore('/api/v1/user/login'), '192.0.2.1')).current).toBe(1);
    expect((await read(second, '192.0.2.1')).current).toBe(3); // reading counts nothing
    expect((await read(second, '192.0.2.1')).current).toBe(3);
  });

  it('loses no hit when processes count at the same moment', async () => {
    const stores = [routeStore('/burst'), routeStore('/burst')];
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => hit(stores[i % 2]!, '192.0.2.2')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a new window at 1 once the old one has ended', async () => {
    const store = routeStore('/short');
    await hit(store, '192.0.2.3', 100);
    expect((await hit(store, '192.0.2.3', 100)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await read(store, '192.0.2.3')).toEqual({ current: 0, ttl: 0 });
    expect((await hit(store, '192.0.2.3', 100)).current).toBe(1);
  });
});
