import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { ensureSuperadmin } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { loadSecrets } from '../src/secrets.ts';
import { createServices } from '../src/services.ts';
import { engineRunner } from '../src/tryon/engine-runner.ts';
import { createTestDatabase } from './test-database.ts';

export const SUPERADMIN = { email: 'super@tryown.test', password: 'super-secret-1' };
export const ADMIN_CODE = 'TEST-ADMIN-CODE';

/** The real app on a real database and a temporary DATA_DIR; call `close()` in afterAll. */
export async function buildTestApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tryown-test-'));
  const testDb = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    ADMIN_REGISTRATION_CODE: ADMIN_CODE,
    ...env,
  });
  const database = await openDatabase(testDb.config);
  const secrets = await loadSecrets(dataDir, { adminRegistrationCode: config.adminRegistrationCode });
  const services = createServices({ ...config, database: testDb.config.kind === 'postgres' ? testDb.config : config.database }, database, secrets);
  const app = await buildApp(services, { logger: false });
  await ensureSuperadmin(services, app.log);
  await app.ready();
  return {
    app,
    services,
    dataDir,
    async close() {
      await app.close();
      await engineRunner.close();
      await database.close();
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** `Authorization` header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One operation of the app's OpenAPI document, as the route tables of the guard and isolation tests name it. */
export type ApiOperation = { route: string; method: string; path: string; op: { tags?: string[]; security?: unknown[]; description?: string } };

/** Every route the app serves: `route` is 'GET /models/{id}' (no /api/v1), `path` keeps the prefix. */
export function apiOperations(app: TestApp['app']): ApiOperation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, ApiOperation['op']>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`, method: method.toUpperCase(), path, op })),
  );
}
