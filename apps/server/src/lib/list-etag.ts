import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { urlWindow } from '../storage/object-storage.ts';

/** A list page, or null when the caller already holds the page its tag names. */
export type TaggedPage<Page> = { etag: string; page: Page | null };

/**
 * The ETag of a list page, from what decides its content without reading it: the list and its
 * query, the count and newest change of its rows, and the signing window of its file URLs (the
 * URLs change when the window does). Cheap to compute, so an unchanged page costs one small query.
 */
export function listTag(parts: (string | number | null | undefined)[]): string {
  const hash = createHash('sha1').update(JSON.stringify([...parts, urlWindow().signedAt])).digest('base64url');
  return `W/"${hash}"`;
}

/** True when an If-None-Match header names `etag`. */
export const holdsTag = (ifNoneMatch: string | undefined, etag: string) => ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false;

/** The page of a list whose tag is `etag`, built only when the caller (If-None-Match) does not hold it already. */
export async function taggedPage<Page>(etag: string, ifNoneMatch: string | undefined, build: () => Promise<Page>): Promise<TaggedPage<Page>> {
  return { etag, page: holdsTag(ifNoneMatch, etag) ? null : await build() };
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
