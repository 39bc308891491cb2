import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression; the
 * server (@fastify/static `preCompressed`) sends the one the browser accepts, so no response is
 * compressed per request and the landing's 150 KB gzip budget is what actually crosses the wire.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tryown-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file));
      for (const file of files) {
        const bytes = await readFile(path.join(outDir, file));
        if (bytes.length < 1024) continue;
        await writeFile(path.join(outDir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        await writeFile(path.join(outDir, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

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
