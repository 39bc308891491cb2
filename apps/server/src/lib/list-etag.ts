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

/** Sends a tagged page: 304 with no body when the caller holds it, else the page (private: it is one store's). */
export function sendTagged<Page>(reply: FastifyReply, { etag, page }: TaggedPage<Page>) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  return page === null ? reply.code(304).send() : reply.send(page);
}
