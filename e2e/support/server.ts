import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../../apps/web/scripts/web-build.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export const SUPERADMIN = { email: 'super@tryown.test', password: 'e2e-Super-Secret-42' } as const;
export const ADMIN_REGISTRATION_CODE = 'e2e-admin-code-42';

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, for failure messages. */
  output: () => string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `node --import tsx apps/server/src/main.ts` on a free port with a fresh DATA_DIR (embedded
 * PGlite, local files), a known super admin and no demo data, and waits for /api/v1/health.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // The build the journeys drive: made once, and again only when the web app's inputs change.
  ensureWebBuild({ stdio: 'pipe' });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tryown-e2e-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    ADMIN_REGISTRATION_CODE,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    ...env,
  };
  // Always the embedded database, whatever the shell running the tests exports.
  delete childEnv.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.status === 200) return { baseUrl, dataDir, output: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer /api/v1/health within 90 s:\n${output}`);
}
