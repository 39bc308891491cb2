import type { ChangeFeed } from '../db/change-feed.ts';

/** Proof that nothing has been forgotten since a value was read: see `ChangeAwareCache.ticket`. */
export type Ticket = number & { readonly __ticket: unique symbol };

/**
 * Values read from the database, kept in this process per scope (a store, an account) until the
 * database announces a change of that scope (decision 0081). Only what was read entirely while the
 * feed was live and nothing was forgotten may be kept: take a `ticket()` before reading, and `keep`
 * refuses the value if anything was forgotten since (a notice, a reset), so a read that raced a
 * change is never kept. At most `maxEntries` values; the least recently used scope goes first.
 */
export class ChangeAwareCache<Value> {
  private readonly scopes = new Map<string, Map<string, Value>>();
  private entries = 0;
  private forgettings = 0;

  constructor(
    private readonly feed: ChangeFeed,
    /** The notices this cache hears: `<prefix><scope>`. */
    private readonly prefix: string,
    private readonly maxEntries: number,
  ) {
    feed.subscribe({ onNotice: (notice) => notice.startsWith(prefix) && this.forget(notice.slice(prefix.length)), onReset: () => this.clear() });
  }

  get(scope: string, key: string): Value | undefined {
    const values = this.scopes.get(scope);
    const value = values?.get(key);
    if (value === undefined) return undefined;
    // Most recently used scope last, so eviction takes the first.
    this.scopes.delete(scope);
    this.scopes.set(scope, values!);
    return value;
  }

  /** Take before reading what may be kept. */
  ticket(): Ticket {
    return this.forgettings as Ticket;
  }

  /** Keeps `value` unless the feed is not live or anything was forgotten since `ticket`. */
  keep(scope: string, key: string, value: Value, ticket: Ticket) {
    if (!this.feed.live || ticket !== this.forgettings) return;
    let values = this.scopes.get(scope);
    if (!values) this.scopes.set(scope, (values = new Map()));
    if (!values.has(key)) this.entries++;
    values.set(key, value);
    while (this.entries > this.maxEntries) {
      const [oldest, dropped] = this.scopes.entries().next().value!;
      this.scopes.delete(oldest);
      this.entries -= dropped.size;
    }
  }

  forget(scope: string) {
    this.forgettings++;
    const values = this.scopes.get(scope);
    if (!values) return;
    this.scopes.delete(scope);
    this.entries -= values.size;
  }

  clear() {
    this.forgettings++;
    this.scopes.clear();
    this.entries = 0;
  }

  /** Reads `key` of `scope` through the cache: the kept value, or `read()`'s, kept when it may be. */
  async through(scope: string, key: string, read: () => Promise<Value>): Promise<Value> {
    const kept = this.get(scope, key);
    if (kept !== undefined) return kept;
    const ticket = this.ticket();
    const value = await read();
    this.keep(scope, key, value, ticket);
    return value;
  }
}
