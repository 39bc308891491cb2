import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

// The committed migrations must be exactly what drizzle-kit generates from schema.ts.
it('has a migration for every schema change', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'tryown-drizzle-'));
  try {
    cpSync(path.join(serverDir, 'drizzle'), out, { recursive: true });
    const before = readdirSync(out).length;
    const bin = path.join(serverDir, '../../node_modules/.bin/drizzle-kit');
    execFileSync(bin, ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', out], { cwd: serverDir, stdio: 'pipe' });
    expect(readdirSync(out).length, 'schema.ts changed without `npm run db:generate -w apps/server`').toBe(before);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}, 60_000);
