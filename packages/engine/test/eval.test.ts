// One real pair from the research eval set, read in place (never copied into the repo).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseGarment, analysePerson, tryOnDetailed, decodeMask } from '../src/index.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const evalDir = path.resolve(repoRoot, '../shared/eval');
const have = existsSync(path.join(evalDir, 'people'));
if (!have) console.warn(`engine eval test skipped: ${evalDir} not found`);

describe.skipIf(!have)('real pair from ../shared/eval', () => {
  it('puts a top on a full-body photo and leaves head and background alone', async () => {
    const person = await readFile(path.join(evalDir, 'people/oot-049205_0.jpg'));
    const garment = await readFile(path.join(evalDir, 'garments/oot-00126_00.jpg'));
    const pa = await analysePerson(person);
    expect(pa.framing).toBe('full-body');
    expect(pa.supports).toContain('upper');
    const ga = await analyseGarment(garment, 'upper');
    const res = await tryOnDetailed(person, JSON.parse(JSON.stringify(pa)), garment, JSON.parse(JSON.stringify(ga)), 'upper', { format: 'png' });
    const meta = await sharp(res.image).metadata();
    expect([meta.width, meta.height]).toEqual([pa.width, pa.height]);
    const before = await sharp(person).removeAlpha().raw().toBuffer();
    const after = await sharp(res.image).removeAlpha().raw().toBuffer();
    const head = decodeMask(pa.masks.head);
    const body = decodeMask(pa.masks.body);
    let headDiff = 0;
    let headN = 0;
    let changed = 0;
    let covered = 0;
    let outsideChanged = 0;
    for (let i = 0; i < pa.width * pa.height; i++) {
      const d = Math.abs(before[i * 3]! - after[i * 3]!) + Math.abs(before[i * 3 + 1]! - after[i * 3 + 1]!) + Math.abs(before[i * 3 + 2]! - after[i * 3 + 2]!);
      if (head[i]) {
        headDiff += d;
        headN++;
      }
      if (res.alpha[i]! > 200) {
        covered++;
        if (d > 30) changed++;
      }
      // Far from the person nothing may change.
      if (!body[i] && res.alpha[i] === 0 && d !== 0) outsideChanged++;
    }
    expect(outsideChanged).toBe(0);
    expect(headN).toBeGreaterThan(1000);
    expect(headDiff / headN).toBeLessThan(1);
    expect(covered).toBeGreaterThan(30_000);
    expect(changed / covered).toBeGreaterThan(0.3);
  });

  it('refuses trousers on a waist-up photo', async () => {
    const person = await readFile(path.join(evalDir, 'people/oot-01861_00.jpg'));
    await expect(analysePerson(person, { category: 'lower' })).rejects.toMatchObject({ reason: 'cropped_for_garment' });
  });
});
