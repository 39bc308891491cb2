import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.ts';
import { deleteGeneratedFilesJob } from './generated-files.job.ts';

export async function startGeneratedFilesWorker({ queue, storage }: Pick<Services, 'queue' | 'storage'>, log: FastifyBaseLogger) {
  await queue.work(deleteGeneratedFilesJob, 1, async (job) => {
    // A failure throws, and pg-boss retries the job later (delete is idempotent).
    await Promise.all(job.data.keys.map((key) => storage.delete(key)));
    log.info({ keys: job.data.keys.length }, 'deleted generated images removed');
  });
}
