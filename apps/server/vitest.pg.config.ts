import { defineConfig } from 'vitest/config';

// The server tests again on PostgreSQL: each file makes and drops its own database from TEST_DATABASE_URL.
export default defineConfig({
  test: {
    name: 'server-pg',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['src/**/*.unit.test.ts'],
    env: { TEST_DB: 'postgres' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
