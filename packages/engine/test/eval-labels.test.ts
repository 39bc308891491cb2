// The bench's person labels (bench/engine/labels.ts) against their photos: every swatch box lies on
// the garment, so the backdrop flood of the old-clothes mask (bench/engine/old-clothes.ts) reaches
// no more than a few stray pixels of it. A box taking in backdrop teaches the mask the backdrop's colour.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodePhoto, personContext } from '../../../bench/engine/context.ts';
import { PEOPLE, type Box } from '../../../bench/engine/labels.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const evalDir = process.env.EVAL_DIR ?? path.resolve(repoRoot, '../shared/eval');
const have = existsSync(path.join(evalDir, 'people'));
if (!have) console.warn(`engine label test skipped: ${evalDir} not found (research eval images are not part of the repo)`);

/** Share of a swatch box the backdrop may reach: a few stray pixels (a flyaway hair's gap, the flood's jagged edge). */
const STRAY = 0.005;

function floodedIn(mask: Uint8Array, w: number, [x0, y0, x1, y1]: Box): number {
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) n += mask[y * w + x]!;
  return n;
}

describe.skipIf(!have)('person labels from ../shared/eval', () => {
  it('have no swatch box the backdrop flood reaches', async () => {
    const flooded: string[] = [];
    for (const [file, label] of Object.entries(PEOPLE)) {
      const photo = path.join(evalDir, 'people', file);
      if (!existsSync(photo)) continue;
      const { rgb, w, h } = await decodePhoto(await readFile(photo));
      const p = personContext(rgb, w, h, label);
      for (const part of ['top', 'bottom'] as const) {
        const box = label[part]?.swatch;
        if (!box) continue;
        const n = floodedIn(p.backdrop, w, box);
        const area = (box[2] - box[0]) * (box[3] - box[1]);
        if (n > STRAY * area) flooded.push(`${file} ${part}: ${n} px of ${area}`);
      }
    }
    expect(flooded).toEqual([]);
  }, 300_000);
});
