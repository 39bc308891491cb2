import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client.ts';
import { createTokenService } from '../../src/auth/tokens.ts';
import { createTestDatabase } from '../test-database.ts';
import { startS3Server } from '../s3-server.ts';
import { createClient } from '../factories.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainFile = path.join(repoRoot, 'apps/server/src/main.ts');

/** A free TCP port on this machine (the kernel picks it; the server takes it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Role = 'web' | 'worker';
export type ServerProcess = { role: Role; url: string; child: ChildProcess; output: string[] };

/** One `node apps/server/src/main.ts` process; resolves when it logs that it is ready. */
async function startProcess(role: Role, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `tryown-${role}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const server: ServerProcess = { role, url: `http://127.0.0.1:${port}`, child, output };
  child.once('exit', () => void rm(dataDir, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} did not start in 90 s:\n${output.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('TryOwn is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited with ${code}:\n${output.join('')}`));
    });
  });
  return server;
}

/**
 * The scale-out shape on one machine: one PostgreSQL database (fresh, from TEST_DATABASE_URL), one
 * S3-compatible server that checks signatures, two ROLE=web processes and one ROLE=worker process,
 * each with its own DATA_DIR (so nothing is shared through local disk) and the same JWT_SECRET.
 * The first web process starts alone (it runs the migrations), then the others. Also a store
 * (client) account made straight in the database, with its token.
 */
export async function startCluster(options: { provider?: string } = {}) {
  const database = await createTestDatabase();
  if (database.config.kind !== 'postgres') throw new Error('The scale-out cluster needs TEST_DB=postgres and TEST_DATABASE_URL');
  const s3 = await startS3Server();
  const jwtSecret = randomBytes(32).toString('hex');
  const env = {
    ...s3.env,
    DATABASE_URL: database.config.url,
    JWT_SECRET: jwtSecret,
    DEMO_DATA: '0',
    SUPERADMIN_EMAIL: 'super@scale.test',
    SUPERADMIN_PASSWORD: 'super-secret-1',
    ADMIN_REGISTRATION_CODE: 'SCALE-CODE',
    TRYON_PROVIDER: options.provider ?? 'local',
  };
  const processes: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(processes.map((p) => new Promise((resolve) => (p.child.exitCode !== null ? resolve(null) : (p.child.once('exit', resolve), p.child.kill('SIGTERM'))))));
    await s3.close();
    await database.drop();
  };
  try {
    processes.push(await startProcess('web', env));
    processes.push(...(await Promise.all([startProcess('web', env), startProcess('worker', env)])));
    const db = await openDatabase(database.config);
    const store = await createClient({ db: db.db, tokens: createTokenService(jwtSecret) });
    await db.close();
    const [webA, webB] = processes.filter((p) => p.role === 'web') as [ServerProcess, ServerProcess];
    return { webA, webB, worker: processes.find((p) => p.role === 'worker')!, store, s3, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
