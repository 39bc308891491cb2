import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../services.ts';
import type { JobDefinition } from './queue.ts';

/**
 * The retry policy of every job that removes files after their rows went: 12 retries with backoff
 * from 5 s (about six hours), so storage that is down only delays the removal (decision 0070).
 */
export const FILE_DELETION_OPTIONS = { retryLimit: 12, retryDelay: 5, retryBackoff: true, expireInSeconds: 15 * 60 };

/** What such a job carries: keys to delete one by one and, where its payload allows them, whole folders. */
type FilesPayload = { keys: string[]; prefixes?: string[] };

/**
 * Runs a file-deletion job kind (a person's files, AI Outfits pictures): its payload schema decides
 * which keys it may take; this removes them. A failure throws and pg-boss retries the job later
 * (delete and deletePrefix are idempotent).
 */
export async function startFileDeletionWorker<Payload extends FilesPayload>(
  { queue, storage }: Pick<Services, 'queue' | 'storage'>,
  definition: JobDefinition<z.ZodType<Payload>>,
  log: FastifyBaseLogger,
  done: string,
) {
  await queue.work(definition, 1, async (job) => {
    const { keys, prefixes = [] } = job.data;
    await Promise.all([...keys.map((key) => storage.delete(key)), ...prefixes.map((prefix) => storage.deletePrefix(prefix))]);
    log.info({ keys: keys.length, prefixes: prefixes.length }, done);
  });
}
