/**
 * Writes the landing page's illustrations to apps/web/public/landing/ (committed, like any asset).
 * Run after changing ./figure.ts or ./looks.ts: `node --import tsx apps/web/scripts/landing-art/draw.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawLook } from './figure.ts';
import { galleryLooks, heroLooks } from './looks.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/landing');
await mkdir(outDir, { recursive: true });
for (const look of [...heroLooks, ...galleryLooks]) {
  const svg = drawLook(look);
  await writeFile(path.join(outDir, `${look.file}.svg`), `${svg}\n`);
  console.log(`${look.file}.svg  ${(svg.length / 1024).toFixed(1)} KB`);
}
