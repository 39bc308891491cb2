import { defineConfig } from 'vitest/config';

// API and unit tests on in-memory PGlite; vitest.pg.config.ts runs the same files on PostgreSQL.
export default defineConfig({
  test: { name: 'server', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
