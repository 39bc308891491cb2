import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import { createTryOnHandler } from './tryon.handler.ts';
import { tryOnJob } from './tryon.job.ts';
import { createTryOnProvider } from './providers.ts';
import { recoverUnfinishedTasks } from './tryon.recovery.ts';

/**
 * The try-on worker of a process that runs jobs (ROLE=all or worker): TRYON_CONCURRENCY attempts at
 * once, after recovering tasks a restart left behind. Every role can send try-on jobs (services.queue).
 */
export async function startTryOnWorker(services: Services, log: FastifyBaseLogger) {
  const provider = createTryOnProvider(services.config, services.db);
  await recoverUnfinishedTasks(services.database, services.queue, log);
  await services.queue.work(tryOnJob, services.config.tryon.concurrency, createTryOnHandler({ db: services.db, storage: services.storage, provider, log }));
}
