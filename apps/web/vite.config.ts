import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './vite.precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    // The API lives in apps/server; in development Vite forwards to it so the app uses one origin.
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change rarely: separate vendor chunks stay cached across deploys.
        // Each audience area is a lazy route (see src/app/router.tsx), so the public landing stays small.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Schemas are needed only by screens that talk to the API, all of them lazy.
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]/ },
          ],
        },
      },
    },
  },
});
