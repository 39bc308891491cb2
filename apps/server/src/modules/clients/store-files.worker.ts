import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.ts';
import { objectKeys } from '../../storage/keys.ts';
import { deleteStoreFilesJob } from './store-files.job.ts';

export async function startStoreFilesWorker({ queue, storage }: Pick<Services, 'queue' | 'storage'>, log: FastifyBaseLogger) {
  await queue.work(deleteStoreFilesJob, 1, async (job) => {
    // A failure throws, and pg-boss retries the job later (deletePrefix is idempotent).
    await storage.deletePrefix(objectKeys.storePrefix(job.data.clientId));
    log.info({ clientId: job.data.clientId }, "deleted store's files removed");
  });
}
