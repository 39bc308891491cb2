import type { Services } from '../services.ts';
import { expiredWidgetSessions } from '../modules/widget/widget-sessions.sweep.ts';
import { unattachedUploads } from './unattached-uploads.ts';

/**
 * One kind of data the sweeper expires. `run` removes what is older than its own age limit at `now`
 * and returns how many items went. It must be idempotent and safe to run while the app serves
 * requests (it may run again after a crash, and on several processes at once on PostgreSQL).
 */
export interface SweepTask {
  name: string;
  run(services: Services, now: Date): Promise<number>;
}

/**
 * HOW TO REGISTER A SWEEP: write a `SweepTask` in its own file (the SQL in its repository, the age
 * limit as a named constant recorded in docs/decisions) and add it to this list. The sweeper job
 * (sweeper.ts) runs every task once an hour on the pg-boss queue; a task that throws is logged and
 * the others still run. Test it by calling `run(services, new Date(Date.now() + age))` directly.
 */
export const sweepTasks: SweepTask[] = [unattachedUploads, expiredWidgetSessions];
