import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

type CountRow = { hits: number | string; ttl: number | string };

/** The rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
const rowsOf = async (query: Promise<unknown>) => ((await query) as { rows: CountRow[] }).rows;

const toCount = (row: CountRow | undefined): RateLimitCount => (row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 });

/** A key's hits in its current window and the milliseconds left in it. */
export type RateLimitCount = { current: number; ttl: number };

/**
 * Counts one hit for `key` in one statement, so concurrent processes never lose a hit: a new key or
 * one whose window has ended starts a fresh window of `windowMs` at 1; otherwise the count goes up.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<RateLimitCount> {
  const rows = await rowsOf(
    db.execute(sql`
    insert into ${rateLimits} (key, hits, reset_at)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= clock_timestamp() then 1 else ${rateLimits.hits} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= clock_timestamp() then excluded.reset_at else ${rateLimits.resetAt} end
    returning hits, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000)::integer as ttl`),
  );
  return toCount(rows[0]);
}

/** The count of `key` without counting a hit (0 when its window has ended). */
export async function readRateLimit(db: Db, key: string): Promise<RateLimitCount> {
  const rows = await rowsOf(
    db.execute(sql`
    select hits, ceil(extract(epoch from (reset_at - clock_timestamp())) * 1000)::integer as ttl
    from ${rateLimits} where key = ${key} and reset_at > clock_timestamp()`),
  );
  return toCount(rows[0]);
}

/** Drops counters whose window ended (they would start afresh anyway). */
export async function sweepRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`clock_timestamp()`));
}
