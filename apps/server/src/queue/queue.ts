import { randomUUID } from 'node:crypto';
import { PgBoss, fromPglite, type JobWithMetadata } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';

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
 * adapter; PostgreSQL gets pg-boss's own small pool on the same database. One queue per process,
 * in `services.queue`; what runs on it is started in `queue/workers.ts`.
 */
export interface Queue {
  /** Idempotent; the logger receives pg-boss's own errors. */
  start(log: FastifyBaseLogger): Promise<void>;
  /** Creates the queues of these job kinds (at start): a kind sent inside a transaction must be prepared. */
  prepare(definitions: JobDefinition<z.ZodType>[]): Promise<void>;
  /** Graceful: running handlers get `timeoutMs` to finish; the rest are failed and so retried later. */
  stop(timeoutMs?: number): Promise<void>;
  /**
   * Queues a job. With `inTransaction` (a Drizzle transaction) the job row is written by that
   * transaction: it exists exactly when the caller's rows commit, so a record and its job can never
   * be half-written. The kind must have been prepared (queue/workers.ts does it at start).
   */
  send<Schema extends z.ZodType>(definition: JobDefinition<Schema>, data: z.input<Schema>, options?: { inTransaction?: Db }): Promise<string>;
  work<Schema extends z.ZodType>(definition: JobDefinition<Schema>, concurrency: number, handler: JobHandler<Schema>): Promise<void>;
  /** Sends the job on a cron timetable (UTC), from whichever process runs pg-boss's scheduler. */
  schedule<Schema extends z.ZodType>(definition: JobDefinition<Schema>, cron: string, data: z.input<Schema>): Promise<void>;
  /** Every job of a kind whose payload contains `data` (newest state of each), for recovery. */
  find<Schema extends z.ZodType>(definition: JobDefinition<Schema>, data: Partial<z.input<Schema>>): Promise<Job<Schema>[]>;
  cancel(definition: JobDefinition<z.ZodType>, id: string): Promise<void>;
}

/**
 * pg-boss's view of a Drizzle database or transaction: both drivers' sessions (node-postgres and
 * PGlite) hold a client with `query(text, values)`, which inside a transaction is that transaction.
 */
function sqlExecutor(db: Db) {
  const client = (db as unknown as { session: { client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } } }).session.client;
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
}

export function createQueue(config: Config, database: Database): Queue {
  const boss =
    database.kind === 'pglite' && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: config.database.kind === 'postgres' ? config.database.url : '', max: 4, application_name: 'tryown-queue' });
  let log: FastifyBaseLogger | null = null;
  boss.on('error', (error) => log?.error({ err: error }, 'job queue error'));

  const created = new Set<string>();
  let started = false;
  async function ensureQueue(definition: JobDefinition<z.ZodType>) {
    if (created.has(definition.name)) return;
    await boss.createQueue(definition.name, { ...definition.options });
    // Warms pg-boss's queue cache now: a send inside a transaction must not need pg-boss's own
    // connection (on PGlite it would wait for the very transaction it is part of).
    await boss.findJobs(definition.name, { id: randomUUID() });
    created.add(definition.name);
  }

  return {
    async start(logger) {
      log = logger;
      if (started) return;
      await boss.start();
      started = true;
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
    async prepare(definitions) {
      for (const definition of definitions) await ensureQueue(definition);
    },
    async send(definition, data, options = {}) {
      // pg-boss's own connection must not be needed inside the caller's transaction (on PGlite it
      // would wait for that very transaction): the queue must exist and be cached beforehand.
      if (options.inTransaction && !created.has(definition.name)) {
        throw new Error(`The ${definition.name} job must be prepared at start (queue/workers.ts) before it is sent in a transaction`);
      }
      await ensureQueue(definition);
      const payload = definition.payload.parse(data) as object;
      const id = await boss.send(definition.name, payload, { ...definition.options, ...(options.inTransaction ? { db: sqlExecutor(options.inTransaction) } : {}) });
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
    async schedule(definition, cron, data) {
      await ensureQueue(definition);
      await boss.schedule(definition.name, cron, definition.payload.parse(data) as object, { ...definition.options, tz: 'UTC' });
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
