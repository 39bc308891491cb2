import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // scripts/: the build tooling's own tests (Node's fs works under jsdom too).
    include: ['src/**/*.test.{ts,tsx}', 'scripts/*.test.ts'],
    restoreMocks: true,
  },
});
