import { z } from 'zod';
import { defineJob } from '../queue/queue.ts';

/**
 * One try-on attempt per job. Transient provider failures are retried twice with exponential
 * backoff (about 3 s, then 6 s); an attempt may run at most 3 minutes (the handler gives up 10 s
 * before that, so it can still record why).
 */
export const tryOnJob = defineJob({
  name: 'tryon',
  payload: z.object({ taskId: z.string().uuid() }),
  options: { retryLimit: 2, retryDelay: 3, retryBackoff: true, expireInSeconds: 180 },
});

/** Attempts in all, counting re-sends after restarts, before a task is failed for good. */
export const MAX_TASK_ATTEMPTS = 5;
