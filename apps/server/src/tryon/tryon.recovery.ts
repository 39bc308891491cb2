import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Queue } from '../queue/queue.ts';
import { failTask, listUnfinishedTasks, requeueTask } from '../modules/tryon/tryon.repository.ts';
import { MAX_TASK_ATTEMPTS, tryOnJob } from './tryon.job.ts';

const LIVE_STATES = new Set(['created', 'retry', 'active']);

/**
 * Run by a worker at start, before it takes jobs: every task still CREATED or PROCESSING must have
 * a live job, or it would wait for ever. A task whose job is gone or ended (a crash between the
 * insert and the send, retries used up by restarts) is sent again, or failed with a reason after
 * MAX_TASK_ATTEMPTS. On PGlite only this process can hold the database, so an 'active' job is
 * left over from a process that died and is replaced at once; on PostgreSQL another worker may
 * really be running it, and pg-boss's own expiry takes care of a dead one.
 */
export async function recoverUnfinishedTasks(database: Database, queue: Queue, log: FastifyBaseLogger) {
  const tasks = await listUnfinishedTasks(database.db);
  for (const task of tasks) {
    const jobs = await queue.find(tryOnJob, { taskId: task.id });
    const live = jobs.filter((job) => LIVE_STATES.has(job.state));
    const stale = database.kind === 'pglite' ? live.filter((job) => job.state === 'active') : [];
    if (live.length > stale.length) continue;
    for (const job of stale) await queue.cancel(tryOnJob, job.id);
    if (task.attempts >= MAX_TASK_ATTEMPTS) {
      await failTask(database.db, task.id, 'The try-on was interrupted too many times. Please try again.');
      log.warn({ taskId: task.id }, 'try-on task failed after repeated interruptions');
      continue;
    }
    await requeueTask(database.db, task.id);
    await queue.send(tryOnJob, { taskId: task.id });
    log.info({ taskId: task.id }, 'try-on task re-queued after a restart');
  }
}
