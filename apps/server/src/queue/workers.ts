import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import { deleteStoreFilesJob } from '../modules/clients/store-files.job.ts';
import { startStoreFilesWorker } from '../modules/clients/store-files.worker.ts';
import { deleteGeneratedFilesJob } from '../modules/generated-images/generated-files.job.ts';
import { deletePersonFilesJob } from '../modules/person-photos/person-files.job.ts';
import { scheduleSweeper, startSweeper, sweepJob } from '../sweeper/sweeper.ts';
import { tryOnJob } from '../tryon/tryon.job.ts';
import { startTryOnWorker } from '../tryon/tryon.worker.ts';
import { startFileDeletionWorker } from './file-deletion.ts';

/**
 * Starts the process's job queue when the app is ready. Every role may send jobs and keeps the
 * sweeper's timetable; ROLE=all and ROLE=worker also run the handlers. A new job kind adds its
 * worker here, and prepares its queue in the list below when it is sent inside a transaction.
 */
export async function startJobs(services: Services, log: FastifyBaseLogger) {
  await services.queue.start(log);
  await services.queue.prepare([tryOnJob, deleteStoreFilesJob, deletePersonFilesJob, deleteGeneratedFilesJob, sweepJob]);
  await scheduleSweeper(services.queue);
  if (services.config.role === 'web') return;
  await startTryOnWorker(services, log);
  await startStoreFilesWorker(services, log);
  await startFileDeletionWorker(services, deletePersonFilesJob, log, "deleted person's files removed");
  await startFileDeletionWorker(services, deleteGeneratedFilesJob, log, 'deleted generated images removed');
  await startSweeper(services, log);
}
