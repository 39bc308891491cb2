import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { urlWindow } from '../storage/object-storage.ts';
import type { ChangeAwareCache } from './change-aware-cache.ts';

/** A list page, or null when the caller already holds the page its tag names. */
export type TaggedPage<Page> = { etag: string; page: Page | null };

/**
 * The ETag of a list page, from what decides its content without reading it: the list and its
 * query, the count and newest change of its rows, and the signing window of its file URLs (the
 * URLs change when the window does). Cheap to compute, so an unchanged page costs one small query.
 */
function listTag(parts: (string | number | null | undefined)[]): string {
  const hash = createHash('sha1').update(JSON.stringify([...parts, urlWindow().signedAt])).digest('base64url');
  return `W/"${hash}"`;
}

/** True when an If-None-Match header names `etag`. */
const holdsTag = (ifNoneMatch: string | undefined, etag: string) => ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false;

/** What decides a page's content besides its list and query (its rows' count and newest change), and how to build the page. */
type PageSource<Page> = { state: (string | number | null | undefined)[]; build: () => Promise<Page> };

/** A built page as a process keeps it. */
export type KeptPage = { etag: string; page: unknown };

/**
 * A store's list page through this process's cache (decision 0081): the page kept since it was last
 * built, or else the list's state is read (`source`) and the page built only when the caller does
 * not hold it already; a built page is kept until the database announces a change in the store.
 * Each signing window has its own pages, as its file URLs differ.
 */
export async function keptListPage<Page>(
  cache: ChangeAwareCache<KeptPage>,
  clientId: string,
  list: string,
  query: unknown,
  ifNoneMatch: string | undefined,
  source: () => Promise<PageSource<Page>>,
): Promise<TaggedPage<Page>> {
  const key = JSON.stringify([list, query, urlWindow().signedAt]);
  const kept = cache.get(clientId, key) as { etag: string; page: Page } | undefined;
  if (kept) return { etag: kept.etag, page: holdsTag(ifNoneMatch, kept.etag) ? null : kept.page };
  const ticket = cache.ticket();
  const { state, build } = await source();
  const etag = listTag([list, clientId, JSON.stringify(query), ...state]);
  if (holdsTag(ifNoneMatch, etag)) return { etag, page: null };
  const page = await build();
  cache.keep(clientId, key, { etag, page }, ticket);
  return { etag, page };
}

/**
 * How a tagged list may be kept (decision 0071): by the browser only (`private`: never a shared cache)
 * and never used without asking (`no-cache`), so the browser revalidates with its ETag and an
 * unchanged page costs a 304. The one Cache-Control a signed-in answer may keep (security-headers.ts).
 */
export const REVALIDATE_PRIVATELY = 'private, no-cache';

/**
 * Sends a tagged page: 304 with no body when the caller holds it, else the page. `Vary: Authorization`
 * keeps the browser's copy to the sign-in that fetched it (the tag also names the store).
 */
export function sendTagged<Page>(reply: FastifyReply, { etag, page }: TaggedPage<Page>) {
  reply.header('etag', etag).header('cache-control', REVALIDATE_PRIVATELY).header('vary', 'Authorization');
  return page === null ? reply.code(304).send() : reply.send(page);
}
