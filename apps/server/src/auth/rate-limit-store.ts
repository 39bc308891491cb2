import type { Db } from '../db/client.ts';
import { hitRateLimit, readRateLimit, sweepRateLimits, type RateLimitCount } from './rate-limit.repository.ts';

type Callback = (error: Error | null, result?: RateLimitCount) => void;
/** What @fastify/rate-limit really hands a store's constructor and `child` (its types say route options): the merged limit options. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string }; continueExceeding?: boolean; exponentialBackoff?: boolean };

/** One sweep of ended windows per this many hits (per process), so the table stays small without a timer. */
const SWEEP_EVERY = 500;

/**
 * A @fastify/rate-limit store on the platform's own database, so every process behind a load
 * balancer counts against the same limits (used when DATABASE_URL is set; PGlite has one process
 * and keeps the plugin's in-memory store). Each route's counters live under its method and path;
 * a limiter made with `createRateLimit` has none, so its key generator must name its scope.
 * Fixed windows (as the in-memory store); continueExceeding and exponentialBackoff are not offered.
 */
export function sqlRateLimitStore(db: Db) {
  let hits = 0;
  return class SqlRateLimitStore {
    private readonly scope: string;
    constructor(limits: object = {}, scope = '') {
      const options = limits as ChildOptions;
      if (options.continueExceeding || options.exponentialBackoff) throw new Error('The SQL rate-limit store counts fixed windows only');
      this.scope = scope;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      if (++hits % SWEEP_EVERY === 0) void sweepRateLimits(db).catch(() => {});
      hitRateLimit(db, this.scope + key, timeWindow).then((count) => callback(null, count), callback);
    }

    read(key: string, callback: Callback) {
      readRateLimit(db, this.scope + key).then((count) => callback(null, count), callback);
    }

    /** The store of one route (or of one `createRateLimit` limiter, which has no route). */
    child(limits: object) {
      const options = limits as ChildOptions;
      const route = options.routeInfo?.url ? `${[options.routeInfo.method].flat().join(',')} ${options.routeInfo.url}|` : '';
      return new SqlRateLimitStore(options, route);
    }
  };
}
