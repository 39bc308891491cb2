import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** A job kind: its queue name, the payload it carries (checked on send and on receipt) and its policy. */
export interface JobDefinition<Schema extends z.ZodType> {
  name: string;
  payload: Schema;
  options: {
    /** How many times a failed attempt is retried. */
    retryLimit: number;
    /** Seconds before the first retry; doubled (with jitter) each time when retryBackoff. */
    retryDelay: number;
    retryBackoff: boolean;
    /** The time limit of one attempt; after it pg-boss retries or fails the job. */
    expireInSeconds: number;
  };
}

export const defineJob = <Schema extends z.ZodType>(definition: JobDefinition<Schema>) => definition;

export type Job<Schema extends z.ZodType> = JobWithMetadata<z.infer<Schema>>;
export type JobHandler<Schema extends z.ZodType> = (job: Job<Schema>) => Promise<void>;

/**
 * The durable job queue: pg-boss on the platform's own database (its tables live in the `pgboss`
 * schema), so a job survives a restart exactly as a row does. PGlite goes through pg-boss's PGlite
 * adapter; PostgreSQL gets pg-boss's own small pool on the same database.
 */
export interface Queue {
  start(): Promise<void>;
  /** Graceful: running handlers get `timeoutMs` to finish; the rest are failed and so retried later. */
  stop(timeoutMs?: number): Promise<void>;
  send<Schema extends z.ZodType>(definition: JobDefinition<Schema>, data: z.input<Schema>): Promise<string>;
  work<Schema extends z.ZodType>(definition: JobDefinition<Schema>, concurrency: number, handler: JobHandler<Schema>): Promise<void>;
  /** Every job of a kind whose payload contains `data` (newest state of each), for recovery. */
  find<Schema extends z.ZodType>(definition: JobDefinition<Schema>, data: Partial<z.input<Schema>>): Promise<Job<Schema>[]>;
  cancel(definition: JobDefinition<z.ZodType>, id: string): Promise<void>;
}

export function createQueue(config: Config, database: Database, log: FastifyBaseLogger): Queue {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: config.database.kind === 'postgres' ? config.database.url : '', max: 4, application_name: 'tryown-queue' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const created = new Set<string>();
  let started = false;

  async function ensureQueue(definition: JobDefinition<z.ZodType>) {
    if (created.has(definition.name)) return;
    await boss.createQueue(definition.name, { ...definition.options });
    created.add(definition.name);
  }

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
    async send(definition, data) {
      await ensureQueue(definition);
      const payload = definition.payload.parse(data) as object;
      const id = await boss.send(definition.name, payload, { ...definition.options });
      if (!id) throw new Error(`The ${definition.name} job was not queued`);
      return id;
    },
    async work(definition, concurrency, handler) {
      await ensureQueue(definition);
      await boss.work(
        definition.name,
        { includeMetadata: true, batchSize: 1, localConcurrency: concurrency, pollingIntervalSeconds: 1 },
        async (jobs) => {
          for (const job of jobs) {
            const data = definition.payload.parse(job.data);
            await handler({ ...job, data } as Job<typeof definition.payload>);
          }
        },
      );
    },
    async find(definition, data) {
      await ensureQueue(definition);
      return (await boss.findJobs(definition.name, { data: data as object })) as Job<typeof definition.payload>[];
    },
    async cancel(definition, id) {
      await boss.cancel(definition.name, id);
    },
  };
}
