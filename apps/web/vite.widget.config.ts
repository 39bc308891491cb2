import { defineConfig } from 'vite';
import { precompress } from './vite.precompress.ts';

/**
 * The storefront widget (/widget.js), its own build: one small classic script (IIFE, no React, no
 * chunks) at the root of dist/, written after the app's build (which empties dist/).
 */
export default defineConfig({
  plugins: [precompress(['widget.js'])],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'src/widget/widget.ts', formats: ['iife'], name: 'TryOwnWidget', fileName: () => 'widget.js' },
    target: 'es2020',
  },
});
