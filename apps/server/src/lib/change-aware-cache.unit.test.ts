import { describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/change-feed.ts';
import { ChangeAwareCache } from './change-aware-cache.ts';

/** A feed whose notices and losses the test announces itself. */
function feed() {
  const listeners: Parameters<ChangeFeed['subscribe']>[0][] = [];
  const state = { live: true };
  return {
    feed: { get live() { return state.live; }, subscribe: (l) => void listeners.push(l), sent: () => {}, close: async () => {} } satisfies ChangeFeed,
    notice: (n: string) => listeners.forEach((l) => l.onNotice(n)),
    lose: () => { state.live = false; listeners.forEach((l) => l.onReset()); },
    state,
  };
}

describe('ChangeAwareCache', () => {
  it('keeps a value until a notice names its scope; notices of other scopes or prefixes leave it', () => {
    const f = feed();
    const cache = new ChangeAwareCache<string>(f.feed, 'store:', 10);
    cache.keep('a', 'k', 'v', cache.ticket());
    f.notice('store:b');
    f.notice('account:a');
    expect(cache.get('a', 'k')).toBe('v');
    f.notice('store:a');
    expect(cache.get('a', 'k')).toBeUndefined();
  });

  it('does not keep a value read while a change was announced (the read may predate it)', () => {
    const f = feed();
    const cache = new ChangeAwareCache<string>(f.feed, 'store:', 10);
    const ticket = cache.ticket();
    f.notice('store:other');
    cache.keep('a', 'k', 'read before the notice', ticket);
    expect(cache.get('a', 'k')).toBeUndefined();
  });

  it('forgets everything when the feed is lost and keeps nothing until it is live again', () => {
    const f = feed();
    const cache = new ChangeAwareCache<string>(f.feed, 'store:', 10);
    cache.keep('a', 'k', 'v', cache.ticket());
    f.lose();
    expect(cache.get('a', 'k')).toBeUndefined();
    cache.keep('a', 'k', 'v', cache.ticket());
    expect(cache.get('a', 'k')).toBeUndefined();
    f.state.live = true;
    cache.keep('a', 'k', 'v', cache.ticket());
    expect(cache.get('a', 'k')).toBe('v');
  });

  it('holds at most maxEntries, dropping the least recently used scope first', () => {
    const f = feed();
    const cache = new ChangeAwareCache<number>(f.feed, 'store:', 3);
    cache.keep('a', '1', 1, cache.ticket());
    cache.keep('b', '1', 2, cache.ticket());
    cache.keep('c', '1', 3, cache.ticket());
    expect(cache.get('a', '1')).toBe(1);
    cache.keep('d', '1', 4, cache.ticket());
    expect(cache.get('b', '1')).toBeUndefined();
    expect([cache.get('a', '1'), cache.get('c', '1'), cache.get('d', '1')]).toEqual([1, 3, 4]);
  });
});
