// Engine benchmark over every person x garment pair of ../shared/eval (research images, read in
// place). Prints pass rate, timings and peak memory; writes contact sheets to bench/out/.
// Usage: node --import tsx bench/engine/run.ts [--people N] [--garments N]
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  analyseGarment,
  analysePerson,
  createEngine,
  isEngineRefusal,
  tryOnDetailed,
  type GarmentAnalysis,
  type PersonAnalysis,
} from '../../packages/engine/src/index.ts';
import { FULL_BODY_PEOPLE, WORN_GARMENTS, garmentCategory } from './labels.ts';
import { LIMITS, checkPair, passes, type PairChecks } from './checks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const evalDir = path.resolve(root, '../shared/eval');
const outDir = path.join(root, 'bench/out');

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : Infinity;
};

let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const rssTimer = setInterval(sampleRss, 50);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0) : NaN;
};
const ms = (v: number) => `${v.toFixed(0)} ms`;

interface Tile {
  person: string;
  garment: string;
  image?: Buffer;
  label: string;
  ok: boolean;
}

async function main() {
  if (!existsSync(path.join(evalDir, 'people'))) {
    console.log(`bench/engine: skipped, ${evalDir} not found (research eval images are not part of the repo)`);
    return;
  }
  console.log(`bench/engine: reading research eval images in place from ${evalDir}`);
  const people = (await readdir(path.join(evalDir, 'people'))).sort().slice(0, arg('--people'));
  const garments = (await readdir(path.join(evalDir, 'garments'))).sort().slice(0, arg('--garments'));
  const t0 = performance.now();
  await createEngine().warmUp();
  console.log(`model load + warm-up: ${ms(performance.now() - t0)}`);

  const personTimes: number[] = [];
  const pas = new Map<string, PersonAnalysis | Error>();
  const personBytes = new Map<string, Buffer>();
  for (const f of people) {
    const buf = await readFile(path.join(evalDir, 'people', f));
    personBytes.set(f, buf);
    const t = performance.now();
    try {
      pas.set(f, await analysePerson(buf));
    } catch (e) {
      pas.set(f, e as Error);
    }
    personTimes.push(performance.now() - t);
    sampleRss();
  }
  const garmentTimes: number[] = [];
  const gas = new Map<string, GarmentAnalysis | Error>();
  const garmentBytes = new Map<string, Buffer>();
  for (const f of garments) {
    const buf = await readFile(path.join(evalDir, 'garments', f));
    garmentBytes.set(f, buf);
    const t = performance.now();
    try {
      gas.set(f, await analyseGarment(buf, garmentCategory(f)));
    } catch (e) {
      gas.set(f, e as Error);
    }
    garmentTimes.push(performance.now() - t);
    sampleRss();
  }
  const analysisSizes = [...pas.values(), ...gas.values()].filter((a) => !(a instanceof Error)).map((a) => JSON.stringify(a).length);

  const genTimes: number[] = [];
  const tiles: Tile[] = [];
  const failures: string[] = [];
  const reasons = new Map<string, number>();
  let results = 0;
  let resultsPassing = 0;
  let correctRefusals = 0;
  let wrongRefusals = 0;
  const checkSums = { head: [] as number[], bg: [] as number[], colour: [] as number[], coverage: [] as number[] };
  for (const pf of people) {
    const pa = pas.get(pf)!;
    const pbuf = personBytes.get(pf)!;
    const before = pa instanceof Error ? undefined : new Uint8Array(await sharp(pbuf).rotate().flatten({ background: '#fff' }).removeAlpha().raw().toBuffer());
    for (const gf of garments) {
      const cat = garmentCategory(gf);
      const ga = gas.get(gf)!;
      const expectRefusal = WORN_GARMENTS.has(gf) ? 'garment_not_flat_lay' : cat !== 'upper' && !FULL_BODY_PEOPLE.has(pf) ? 'cropped_for_garment' : undefined;
      const tile: Tile = { person: pf, garment: gf, label: '', ok: false };
      let err: unknown = pa instanceof Error ? pa : ga instanceof Error ? ga : undefined;
      let checks: PairChecks | undefined;
      if (!err && !(pa instanceof Error) && !(ga instanceof Error) && before) {
        const t = performance.now();
        try {
          const res = await tryOnDetailed(pbuf, pa, garmentBytes.get(gf)!, ga, cat, { format: 'jpeg' });
          genTimes.push(performance.now() - t);
          sampleRss();
          // Compare the pixels before encoding: JPEG re-compression alone changes every pixel by ~1.
          const meta = await sharp(res.image).metadata();
          checks = checkPair(before, res.rgb, meta.width ?? 0, meta.height ?? 0, res.alpha, pa, ga, cat);
          tile.image = res.image;
        } catch (e) {
          err = e;
        }
      }
      if (checks) {
        results++;
        tile.ok = passes(checks);
        if (tile.ok) resultsPassing++;
        else failures.push(`${pf} + ${gf}: head ${checks.headChange.toFixed(2)} bg ${checks.backgroundChange.toFixed(2)} colour ${checks.colourMatch.toFixed(2)} coverage ${checks.coverage.toFixed(2)}`);
        checkSums.head.push(checks.headChange);
        checkSums.bg.push(checks.backgroundChange);
        checkSums.colour.push(checks.colourMatch);
        checkSums.coverage.push(checks.coverage);
        tile.label = `${tile.ok ? 'ok' : 'CHECK'} cov ${checks.coverage.toFixed(2)}`;
      } else if (isEngineRefusal(err)) {
        reasons.set(err.reason, (reasons.get(err.reason) ?? 0) + 1);
        tile.ok = err.reason === expectRefusal;
        if (tile.ok) correctRefusals++;
        else {
          wrongRefusals++;
          failures.push(`${pf} + ${gf}: refused ${err.reason} (expected ${expectRefusal ?? 'a result'})`);
        }
        tile.label = `${tile.ok ? 'refused' : 'WRONG'} ${err.reason}`;
      } else {
        failures.push(`${pf} + ${gf}: error ${(err as Error)?.message}`);
        tile.label = 'ERROR';
      }
      tiles.push(tile);
    }
  }
  clearInterval(rssTimer);
  sampleRss();

  const total = tiles.length;
  const passing = tiles.filter((t) => t.ok).length;
  console.log(`\npeople ${people.length}, garments ${garments.length}, pairs ${total}`);
  console.log(`pairs passing (result passing checks or correct refusal): ${passing}/${total} = ${((100 * passing) / total).toFixed(1)}%   (target >= 90%)`);
  console.log(`  results ${results} (passing checks ${resultsPassing}), correct refusals ${correctRefusals}, wrong refusals ${wrongRefusals}, errors ${total - results - correctRefusals - wrongRefusals}`);
  console.log(`  refusal reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ') || 'none'}`);
  console.log(`analysis per person photo: median ${ms(pct(personTimes, 50))}, p90 ${ms(pct(personTimes, 90))}   (target <= 1500 ms)`);
  console.log(`analysis per garment photo: median ${ms(pct(garmentTimes, 50))}, p90 ${ms(pct(garmentTimes, 90))}`);
  console.log(`generation from cached analyses: median ${ms(pct(genTimes, 50))}, p90 ${ms(pct(genTimes, 90))}   (target <= 250 ms median)`);
  console.log(`analysis JSON size: median ${(pct(analysisSizes, 50) / 1024).toFixed(1)} KB`);
  console.log(`peak RSS: ${(peakRss / 2 ** 20).toFixed(0)} MB   (target <= 1024 MB)`);
  console.log(`checks (median / p90 worst): head change ${pct(checkSums.head, 50).toFixed(2)} / ${pct(checkSums.head, 90).toFixed(2)} (<= ${LIMITS.headChange}), background change ${pct(checkSums.bg, 50).toFixed(2)} / ${pct(checkSums.bg, 90).toFixed(2)} (<= ${LIMITS.backgroundChange}), colour match ${pct(checkSums.colour, 50).toFixed(2)} / ${pct(checkSums.colour, 10).toFixed(2)} (>= ${LIMITS.colourMatch}), coverage ${pct(checkSums.coverage, 50).toFixed(2)} / ${pct(checkSums.coverage, 10).toFixed(2)} (>= ${LIMITS.coverage})`);
  if (failures.length) {
    console.log(`\nfailing pairs (${failures.length}):`);
    for (const f of failures.slice(0, 60)) console.log(`  ${f}`);
    if (failures.length > 60) console.log(`  ... ${failures.length - 60} more`);
  }
  await mkdir(outDir, { recursive: true });
  const sheet = await contactSheet(tiles, 96, 128, people.length);
  await sharp(sheet).toFile(path.join(outDir, 'engine-contact.png'));
  // A readable sample: one pair per garment, people taken in turn among those that can wear it.
  const sample = garments.map((gf, gi) => {
    const ok = tiles.filter((t) => t.garment === gf && t.image);
    return ok[gi % Math.max(1, ok.length)] ?? tiles.find((t) => t.garment === gf)!;
  });
  await sharp(await contactSheet(sample, 192, 256, 9)).toFile(path.join(outDir, 'engine-sample.png'));
  console.log(`\ncontact sheets: ${path.relative(root, path.join(outDir, 'engine-contact.png'))} (all pairs, rows = people), ${path.relative(root, path.join(outDir, 'engine-sample.png'))}`);
}

async function contactSheet(tiles: Tile[], tw: number, th: number, perRow: number): Promise<Buffer> {
  const cols = tiles.length > perRow * 2 ? Math.ceil(tiles.length / perRow) : perRow;
  const rows = Math.ceil(tiles.length / cols);
  const lh = 12;
  const parts = await Promise.all(
    tiles.map(async (t, i) => {
      const left = (i % cols) * tw;
      const top = Math.floor(i / cols) * (th + lh);
      const img = t.image
        ? await sharp(t.image).resize(tw, th, { fit: 'contain', background: '#000' }).png().toBuffer()
        : await sharp({ create: { width: tw, height: th, channels: 3, background: '#444' } }).png().toBuffer();
      const colour = t.ok ? '#8f8' : '#f66';
      const text = t.label.replace(/&/g, '&amp;').replace(/</g, '&lt;').slice(0, Math.floor(tw / 5));
      const label = Buffer.from(`<svg width="${tw}" height="${lh}"><rect width="100%" height="100%" fill="#000"/><text x="2" y="9" font-size="9" font-family="sans-serif" fill="${colour}">${text}</text></svg>`);
      return [
        { input: img, left, top: top + lh },
        { input: label, left, top },
      ];
    }),
  );
  return sharp({ create: { width: cols * tw, height: rows * (th + lh), channels: 3, background: '#222' } })
    .composite(parts.flat())
    .png()
    .toBuffer();
}

await main();
