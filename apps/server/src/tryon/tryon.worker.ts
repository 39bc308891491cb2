import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import { createQueue, type Queue } from '../queue/queue.ts';
import { createTryOnHandler } from './tryon.handler.ts';
import { tryOnJob } from './tryon.job.ts';
import { createTryOnProvider } from './providers.ts';
import { recoverUnfinishedTasks } from './tryon.recovery.ts';

/**
 * The try-on queue of one process. Every role can send jobs; ROLE=all and ROLE=worker also run
 * the worker (TRYON_CONCURRENCY attempts at once), after recovering tasks a restart left behind.
 */
export function createTryOnQueue(services: Services, log: FastifyBaseLogger) {
  const queue: Queue = createQueue(services.config, services.database, log);
  const provider = createTryOnProvider(services.config, services.db);
  return {
    queue,
    providerName: provider.name,
    async start() {
      await queue.start();
      if (services.config.role === 'web') return;
      await recoverUnfinishedTasks(services.database, queue, log);
      await queue.work(tryOnJob, services.config.tryon.concurrency, createTryOnHandler({ db: services.db, storage: services.storage, provider, log }));
    },
    stop: () => queue.stop(),
  };
}

export type TryOnQueue = ReturnType<typeof createTryOnQueue>;
