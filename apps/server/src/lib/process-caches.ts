import type { ChangeFeed } from '../db/change-feed.ts';
import { ChangeAwareCache } from './change-aware-cache.ts';
import type { KeptPage } from './list-etag.ts';

/** An account's sessions as the guard checks them: none when the account is gone. */
export type AccountSessions = { exists: false } | { exists: true; validFrom: number | null };

/**
 * What one process keeps of the database's answers (decision 0081), each forgotten when the database
 * announces a change (migration 0013's triggers): built list pages per store (`store:<clientId>`),
 * and each account's session state (`account:<id>`), so a repeated list read costs no query.
 */
export interface ProcessCaches {
  listPages: ChangeAwareCache<KeptPage>;
  accounts: ChangeAwareCache<AccountSessions>;
}

export function createProcessCaches(changes: ChangeFeed): ProcessCaches {
  return {
    // A page of 50 is ~55 KB of JSON and about twice that as objects: ~30 MB at most.
    listPages: new ChangeAwareCache(changes, 'store:', 200),
    accounts: new ChangeAwareCache(changes, 'account:', 20_000),
  };
}
