import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { defineJob, type Queue } from '../queue/queue.ts';
import type { Services } from '../services.ts';
import { sweepTasks, type SweepTask } from './sweep-tasks.ts';

/**
 * The sweeper: one scheduled job on the platform's pg-boss queue that expires data nobody will come
 * back for (uploads never attached, anonymous data). Register a task in sweep-tasks.ts.
 */
export const sweepJob = defineJob({
  name: 'sweep',
  payload: z.object({}),
  options: { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 15 * 60 },
});

/** Hourly, at a minute unlikely to meet other hourly work. */
export const SWEEP_CRON = '17 * * * *';

export const scheduleSweeper = (queue: Queue) => queue.schedule(sweepJob, SWEEP_CRON, {});

/** Runs every task; one failing task does not stop the others, but fails the job (so it is retried). */
export async function runSweep(services: Services, log: FastifyBaseLogger, now = new Date(), tasks: SweepTask[] = sweepTasks) {
  const removed: Record<string, number> = {};
  const failed: string[] = [];
  for (const task of tasks) {
    try {
      removed[task.name] = await task.run(services, now);
    } catch (error) {
      failed.push(task.name);
      log.error({ err: error, task: task.name }, 'sweep task failed');
    }
  }
  log.info({ removed }, 'sweep finished');
  if (failed.length > 0) throw new Error(`Sweep tasks failed: ${failed.join(', ')}`);
  return removed;
}

export async function startSweeper(services: Services, log: FastifyBaseLogger) {
  await services.queue.work(sweepJob, 1, async () => {
    await runSweep(services, log);
  });
}
