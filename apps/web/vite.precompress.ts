import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at maximum compression; the
 * server (@fastify/static `preCompressed`) sends the one the browser accepts, so no response is
 * compressed per request and the landing's 150 KB gzip budget is what actually crosses the wire.
 */
export function precompress(only?: string[]): Plugin {
  let outDir = 'dist';
  return {
    name: 'tryown-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => (only ? only.includes(file) : /\.(js|css|html|svg|json|txt)$/.test(file)));
      for (const file of files) {
        const bytes = await readFile(path.join(outDir, file));
        if (bytes.length < 1024) continue;
        await writeFile(path.join(outDir, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        await writeFile(path.join(outDir, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
