import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type DatabaseConfig } from '../../db/client.ts';
import { tryonTasks } from '../../db/schema.ts';
import { loadSecrets } from '../../secrets.ts';
import { createServices } from '../../services.ts';
import { MAX_TASK_ATTEMPTS } from '../../tryon/tryon.job.ts';
import { bearer } from '../../../test/helper.ts';
import { createClient } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { seedCatalogue, waitForTask } from '../../../test/tryon/tryon-fixtures.ts';

/** The real app on a database and DATA_DIR that outlive it, so a second app can take over. */
async function startServer(databaseConfig: DatabaseConfig, dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', TRYON_PROVIDER: 'composite', ...env });
  const database = await openDatabase(databaseConfig);
  const secrets = await loadSecrets(dataDir, {});
  const services = createServices({ ...config, database: databaseConfig.kind === 'postgres' ? databaseConfig : config.database }, database, secrets);
  const app = await buildApp(services, { logger: false });
  await app.ready();
  return {
    app,
    services,
    async stop() {
      await app.close();
      await database.close();
    },
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A database and DATA_DIR that outlive one app (on disk for PGlite), removed after the file. */
async function lastingStorage() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tryown-restart-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true, maxRetries: 5 }));
  const testDb = await createTestDatabase();
  cleanups.push(testDb.drop);
  const databaseConfig: DatabaseConfig = testDb.config.kind === 'pglite' ? { kind: 'pglite', dir: path.join(dataDir, 'db') } : testDb.config;
  return { dataDir, databaseConfig };
}

describe('restart survival', () => {
  // Two on-disk database starts with migrations make this slower than the other API tests.
  it('finishes every task queued before a restart, or fails it with a reason', { timeout: 120_000 }, async () => {
    const { dataDir, databaseConfig } = await lastingStorage();

    const first = await startServer(databaseConfig, dataDir);
    const store = await createClient(first.services);
    const { model, dress } = await seedCatalogue(first.services, store.row.id);
    // As a crash leaves them: a task taken by a worker whose job is gone, and one interrupted too often.
    const [orphan] = await first.services.db
      .insert(tryonTasks)
      .values({ clientId: store.row.id, modelId: model.id, dressId: dress.id, provider: 'composite', status: 'PROCESSING', progress: 20, attempts: 1 })
      .returning();
    const [worn] = await first.services.db
      .insert(tryonTasks)
      .values({ clientId: store.row.id, modelId: model.id, dressId: dress.id, provider: 'composite', status: 'PROCESSING', attempts: MAX_TASK_ATTEMPTS })
      .returning();
    // Queued right before the stop: the worker is part-way through them when the server goes down.
    const queued: string[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await first.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model.id, dressId: dress.id } });
      queued.push(response.json().task_id);
    }
    await first.stop();

    const second = await startServer(databaseConfig, dataDir);
    cleanups.push(second.stop);
    for (const id of [...queued, orphan!.id]) {
      expect(await waitForTask(second.app, store.token, id)).toMatchObject({ status: 'COMPLETED', progress: 100 });
    }
    expect(await waitForTask(second.app, store.token, worn!.id)).toMatchObject({
      status: 'FAILED',
      error: 'The try-on was interrupted too many times. Please try again.',
    });
    const list = await second.app.inject({ method: 'GET', url: '/api/v1/client/generated-images', headers: bearer(store.token) });
    expect(list.json().generatedImages).toHaveLength(5);
  });
});

describe('roles', () => {
  it('ROLE=web queues try-ons without running them; ROLE=worker runs them', { timeout: 120_000 }, async () => {
    const { dataDir, databaseConfig } = await lastingStorage();
    const web = await startServer(databaseConfig, dataDir, { ROLE: 'web' });
    const store = await createClient(web.services);
    const { model, dress } = await seedCatalogue(web.services, store.row.id);
    const created = await web.app.inject({ method: 'POST', url: '/api/v1/tryon/tasks', headers: bearer(store.token), payload: { modelId: model.id, dressId: dress.id } });
    const taskId = created.json().task_id as string;
    // The composite provider finishes in milliseconds where a worker runs: none runs here.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const waiting = await web.app.inject({ method: 'GET', url: `/api/v1/tryon/tasks/${taskId}`, headers: bearer(store.token) });
    expect(waiting.json()).toMatchObject({ status: 'CREATED', progress: 0 });
    await web.stop();

    const worker = await startServer(databaseConfig, dataDir, { ROLE: 'worker' });
    cleanups.push(worker.stop);
    expect(await waitForTask(worker.app, store.token, taskId)).toMatchObject({ status: 'COMPLETED', progress: 100 });
  });
});
