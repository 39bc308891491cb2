import { defineConfig } from 'vitest/config';

// Browser journeys: each file starts the real server (built web app, fresh embedded database) and
// drives Debian's Chromium. Files run one after another: they share the machine's CPU with a server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
