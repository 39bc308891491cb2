import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.ts';
import { deletePersonFilesJob } from './person-files.job.ts';

export async function startPersonFilesWorker({ queue, storage }: Pick<Services, 'queue' | 'storage'>, log: FastifyBaseLogger) {
  await queue.work(deletePersonFilesJob, 1, async (job) => {
    // A failure throws, and pg-boss retries the job later (delete and deletePrefix are idempotent).
    await Promise.all([...job.data.keys.map((key) => storage.delete(key)), ...job.data.prefixes.map((prefix) => storage.deletePrefix(prefix))]);
    log.info({ keys: job.data.keys.length, prefixes: job.data.prefixes.length }, "deleted person's files removed");
  });
}
