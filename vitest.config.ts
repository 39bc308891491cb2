import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// One runner for every tier: unit and API tests per workspace (the server's again on PostgreSQL when
// TEST_DATABASE_URL is set, as in CI) and browser journeys in e2e/.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.pg.config.ts'] : []),
      ...(existsSync('e2e/vitest.config.ts') ? ['e2e/vitest.config.ts'] : []),
    ],
  },
});
