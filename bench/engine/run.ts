// Engine benchmark on ../shared/eval (research images, read in place, never copied): tries every
// person x garment pair (or a sample), judges each result with the honest checks of checks.ts against
// our labels (labels.ts), and prints per garment kind the pass rate of every check, wrong refusals,
// crashes, timings and peak memory. Contact sheets and per-pair figures go to bench/out/ (gitignored).
// Usage: node --import tsx bench/engine/run.ts [--people N] [--garments N] [--per-kind N] [--only-people RE] [--only-garments RE]
//   --people N / --garments N: N photos spread evenly over the sorted list;
//   --per-kind N: N garments of each kind (upper, lower, full) instead of --garments;
//   --only-people RE / --only-garments RE: first keep only the file names matching the regular
//   expression (e.g. --only-garments '00470|049920|049947' to iterate on the pairs of one fix);
//   --combos N: N tops paired in turn with N bottoms (default 4), each tried on every person as a combo;
//   --read-lengths: the engine reads each garment's length from its photo, as for a dress whose store
//   left its length unset (by default it is told the labelled length, as a store states it).
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  GARMENT_CATEGORIES,
  lengthFits,
  analyseGarment,
  analysePerson,
  createEngine,
  prepareGarment,
  isEngineRefusal,
  tryOnComboDetailed,
  tryOnDetailed,
  type GarmentAnalysis,
  type PersonAnalysis,
} from '../../packages/engine/src/index.ts';
import { acceptableRefusal, garmentLabel, personLabel } from './labels.ts';
import { decodePhoto as decode, garmentContext, personContext, type GarmentContext } from './context.ts';
import { CHECKS, LIMITS, checkPair, comboChecks, failing, type CheckName, type PairChecks } from './checks.ts';
import { comboPicture, contactSheet, type Tile } from './sheet.ts';
import { boxSpeed, boxSpeedLine, type BoxSpeed } from '../box-speed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** ../shared/eval beside the repository (as in CI); EVAL_DIR points elsewhere (e.g. from a git worktree). */
const evalDir = process.env.EVAL_DIR ?? path.resolve(root, '../shared/eval');
const outDir = path.join(root, 'bench/out');

const argText = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const arg = (name: string) => {
  const v = argText(name);
  return v === undefined ? undefined : Number(v);
};
/** The engine is told each garment's labelled length (as a store states it) unless --read-lengths. */
const stateLengths = !process.argv.includes('--read-lengths');
/** Keeps the file names matching the option's regular expression (all when the option is absent). */
const only = (files: string[], name: string) => {
  const re = argText(name);
  return re === undefined ? files : files.filter((f) => new RegExp(re).test(f));
};
/** n items spread evenly over the list (all when n is absent or too large). */
const spread = <T>(xs: T[], n?: number) => (n === undefined || n >= xs.length ? xs : Array.from({ length: n }, (_, k) => xs[Math.floor((k * xs.length) / n)]!));

/** How many of each person's last pairs are generated again with their garment still prepared. */
const AGAIN = 4;

let peakRss = 0;
const sampleRss = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const rssTimer = setInterval(sampleRss, 50);

const pctl = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
const ms = (v: number) => `${v.toFixed(0)} ms`;
const rate = (a: number, b: number) => (b ? `${a}/${b} = ${((100 * a) / b).toFixed(1)}%` : 'n/a');

async function timed<T>(times: number[], f: () => Promise<T>): Promise<T | Error> {
  const t = performance.now();
  try {
    return await f();
  } catch (e) {
    return e as Error;
  } finally {
    times.push(performance.now() - t);
    sampleRss();
  }
}

type Outcome = 'result' | 'refused-ok' | 'refused-wrong' | 'crash';

interface PairRecord {
  person: string;
  garment: string;
  kind: string;
  outcome: Outcome;
  reason?: string;
  checks?: PairChecks;
  ms?: number;
}

interface KindStats {
  pairs: number;
  results: number;
  allPass: number;
  refusedOk: number;
  wrongRefusals: number;
  crashes: number;
  checks: Record<CheckName, { pass: number; applicable: number }>;
}

const newStats = (): KindStats => ({
  pairs: 0,
  results: 0,
  allPass: 0,
  refusedOk: 0,
  wrongRefusals: 0,
  crashes: 0,
  checks: Object.fromEntries(CHECKS.map((c) => [c, { pass: 0, applicable: 0 }])) as KindStats['checks'],
});

async function main() {
  if (!existsSync(path.join(evalDir, 'people'))) {
    console.log(`bench/engine: skipped, ${evalDir} not found (the research eval images are not part of the repo)`);
    clearInterval(rssTimer);
    return;
  }
  console.log(`bench/engine: reading research eval images in place from ${evalDir}`);
  const people = spread(only((await readdir(path.join(evalDir, 'people'))).sort(), '--only-people'), arg('--people'));
  const allGarments = only((await readdir(path.join(evalDir, 'garments'))).sort(), '--only-garments');
  const perKind = arg('--per-kind');
  const flatOf = (kind: string) => allGarments.filter((f) => garmentLabel(f).kind === kind && garmentLabel(f).shown === 'flat');
  const garments = perKind !== undefined ? GARMENT_CATEGORIES.flatMap((k) => spread(flatOf(k), perKind)) : spread(allGarments, arg('--garments'));
  // Combos: a top with a bottom, N of each spread over the flat garments of each kind, paired in turn.
  const nCombos = arg('--combos') ?? 4;
  const [comboTops, comboBottoms] = [spread(flatOf('upper'), nCombos), spread(flatOf('lower'), nCombos)];
  const combos = comboTops.slice(0, Math.min(comboTops.length, comboBottoms.length)).map((t, i) => [t, comboBottoms[i]!] as const);
  const t0 = performance.now();
  await createEngine().warmUp();
  console.log(`model load + warm-up: ${ms(performance.now() - t0)}`);
  // The box's speed before the timed work and after it (it can move within a run).
  const speedBefore = await boxSpeed();

  const personTimes: number[] = [];
  const garmentTimes: number[] = [];
  const genTimes: number[] = [];
  const pas = new Map<string, PersonAnalysis | Error>();
  const gas = new Map<string, GarmentAnalysis | Error>();
  const gctx = new Map<string, GarmentContext>();
  const bytes = new Map<string, Buffer>();
  const packs = new Map<string, Buffer>();
  for (const f of people) {
    const buf = await readFile(path.join(evalDir, 'people', f));
    bytes.set(`p/${f}`, buf);
    pas.set(f, await timed(personTimes, () => analysePerson(buf)));
  }
  for (const f of new Set([...garments, ...combos.flat()])) {
    const buf = await readFile(path.join(evalDir, 'garments', f));
    bytes.set(`g/${f}`, buf);
    const label = garmentLabel(f);
    // As the product analyses a garment: its analysis, and the garment prepared for generation, kept with it.
    gas.set(
      f,
      await timed(garmentTimes, async () => {
        const ga = await analyseGarment(buf, label.kind);
        packs.set(f, await prepareGarment(buf, ga));
        return ga;
      }),
    );
    const d = await decode(buf);
    gctx.set(f, garmentContext(d.rgb, d.w, d.h, label));
  }

  // What the process holds before any generation: models, photos, analyses, garment contexts.
  const rssBeforeGenerations = process.memoryUsage().rss;
  const records: PairRecord[] = [];
  const tiles: Tile[] = [];
  const comboTimes: number[] = [];
  const againTimes: number[] = [];
  /** The same pairs' first generation (their garment unpacked). */
  const againFirstTimes: number[] = [];
  /**
   * Runs one pair or combo (unless an analysis already failed), judges it, and keeps its record and
   * tile. Its time is the generation's alone, not the judging's.
   */
  const keep = async <R extends { image: Buffer }>(rec: PairRecord, tile: Tile, failed: unknown, want: string | undefined, times: number[], generate: () => Promise<R>, judge: (res: R) => PairChecks) => {
    let err = failed;
    if (!err) {
      try {
        const t = performance.now();
        const res = await generate();
        rec.ms = performance.now() - t;
        times.push(rec.ms);
        sampleRss();
        rec.checks = judge(res);
        rec.outcome = 'result';
        tile.result = res.image;
      } catch (e) {
        err = e;
      }
    }
    if (rec.outcome !== 'result') {
      if (isEngineRefusal(err)) {
        rec.reason = err.reason;
        rec.outcome = err.reason === want ? 'refused-ok' : 'refused-wrong';
      } else rec.reason = (err as Error)?.message ?? String(err);
    }
    const fails = rec.checks ? failing(rec.checks) : [];
    tile.ok = rec.outcome === 'refused-ok' || (rec.outcome === 'result' && !fails.length);
    tile.lines = [
      `${rec.person.replace(/\.\w+$/, '')} + ${rec.garment.replace(/\.\w+/g, '')}: ${rec.outcome === 'result' ? (fails.length ? `FAIL ${fails.join(' ')}` : 'pass') : `${rec.outcome} ${rec.reason}`}`,
      ...fails.map((c) => `${c}: ${rec.checks![c].note}`),
    ];
    records.push(rec);
    tiles.push(tile);
  };
  const stated = (gf: string) => {
    const gl = garmentLabel(gf);
    return stateLengths && lengthFits(gl.kind, gl.length) ? gl.length : undefined;
  };
  const started = performance.now();
  for (const [k, pf] of people.entries()) {
    if (k) console.log(`  ${k}/${people.length} people done, ${records.length} pairs, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const pl = personLabel(pf);
    const pbuf = bytes.get(`p/${pf}`)!;
    const d = await decode(pbuf);
    const pctx = personContext(d.rgb, d.w, d.h, pl);
    const pa = pas.get(pf)!;
    for (const gf of garments) {
      const gl = garmentLabel(gf);
      const ga = gas.get(gf)!;
      const tile: Tile = { person: pbuf, garment: bytes.get(`g/${gf}`)!, lines: [], ok: false };
      await keep(
        { person: pf, garment: gf, kind: gl.kind, outcome: 'crash' },
        tile,
        pa instanceof Error ? pa : ga instanceof Error ? ga : undefined,
        acceptableRefusal(pl, gl),
        genTimes,
        () => tryOnDetailed(pbuf, pa as PersonAnalysis, tile.garment, ga as GarmentAnalysis, gl.kind, { format: 'jpeg', length: stated(gf), prepared: packs.get(gf) }),
        // Judge the pixels before encoding: JPEG re-compression alone changes every pixel a little.
        (res) => checkPair(pctx, gctx.get(gf)!, { after: res.rgb, alpha: res.alpha }),
      );
    }
    // The last few pairs again: their garments were just prepared (the engine keeps the last 4), as
    // for a shopper's next try of a garment; every pair above unpacks its own from its analysis's
    // pack (43 garments in turn).
    for (const gf of garments.slice(-AGAIN)) {
      const ga = gas.get(gf)!;
      const first = records.find((r) => r.person === pf && r.garment === gf && r.outcome === 'result');
      if (!first) continue;
      const t = performance.now();
      await tryOnDetailed(pbuf, pa as PersonAnalysis, bytes.get(`g/${gf}`)!, ga as GarmentAnalysis, garmentLabel(gf).kind, { format: 'jpeg', length: stated(gf) });
      againTimes.push(performance.now() - t);
      againFirstTimes.push(first.ms!);
    }
    for (const [tf, bf] of combos) {
      const [ta, ba] = [gas.get(tf)!, gas.get(bf)!];
      const tile: Tile = { person: pbuf, garment: await comboPicture(bytes.get(`g/${tf}`)!, bytes.get(`g/${bf}`)!), lines: [], ok: false };
      const failed = pa instanceof Error ? pa : ta instanceof Error ? ta : ba instanceof Error ? ba : undefined;
      await keep(
        { person: pf, garment: `${tf}+${bf}`, kind: 'combo', outcome: 'crash' },
        tile,
        failed,
        acceptableRefusal(pl, garmentLabel(bf)),
        comboTimes,
        () => {
          const top = { image: bytes.get(`g/${tf}`)!, analysis: ta as GarmentAnalysis, length: stated(tf), prepared: packs.get(tf) };
          const bottom = { image: bytes.get(`g/${bf}`)!, analysis: ba as GarmentAnalysis, length: stated(bf), prepared: packs.get(bf) };
          return tryOnComboDetailed(pbuf, pa as PersonAnalysis, top, bottom, { format: 'jpeg' });
        },
        (res) => comboChecks(pctx, gctx.get(tf)!, gctx.get(bf)!, res),
      );
    }
  }
  clearInterval(rssTimer);
  sampleRss();
  const speed = [speedBefore, await boxSpeed()] as const;
  report(records, people.length, garments.length, combos.length, { personTimes, garmentTimes, genTimes, againTimes, againFirstTimes, comboTimes, rssBeforeGenerations }, speed);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'engine-results.json'), JSON.stringify(records, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : v)));
  await sheets(tiles, records, people.length);
}

function report(
  records: PairRecord[],
  nPeople: number,
  nGarments: number,
  nCombos: number,
  t: { personTimes: number[]; garmentTimes: number[]; genTimes: number[]; againTimes: number[]; againFirstTimes: number[]; comboTimes: number[]; rssBeforeGenerations: number },
  speed: readonly [BoxSpeed, BoxSpeed],
) {
  const byKind = new Map<string, KindStats>();
  const all = newStats();
  for (const r of records) {
    if (!byKind.has(r.kind)) byKind.set(r.kind, newStats());
    // `all` is every single garment; combos are counted on their own.
    for (const s of r.kind === 'combo' ? [byKind.get(r.kind)!] : [byKind.get(r.kind)!, all]) {
      s.pairs++;
      if (r.outcome === 'refused-ok') s.refusedOk++;
      if (r.outcome === 'refused-wrong') s.wrongRefusals++;
      if (r.outcome === 'crash') s.crashes++;
      if (!r.checks) continue;
      s.results++;
      if (!failing(r.checks).length) s.allPass++;
      for (const c of CHECKS) {
        if (!r.checks[c].applicable) continue;
        s.checks[c].applicable++;
        if (r.checks[c].pass) s.checks[c].pass++;
      }
    }
  }
  console.log(`\npeople ${nPeople}, garments ${nGarments}, combos ${nCombos} (a top with a bottom), pairs ${records.length}; lengths ${stateLengths ? 'stated (the labelled length, as a store states it)' : 'read from the garment photos (--read-lengths)'}`);
  console.log(`limits: halo < ${LIMITS.halo * 100}% of edge, remnants <= ${LIMITS.remnants * 100}%, front changed <= ${LIMITS.front * 100}%, colour ΔE2000 <= ${LIMITS.colour}, proportions in band, outside changed <= ${LIMITS.outside * 100}%`);
  const kinds = [...GARMENT_CATEGORIES.filter((k) => byKind.has(k)).map((k) => [k, byKind.get(k)!] as const), ['all', all] as const, ...(byKind.has('combo') ? [['combo', byKind.get('combo')!] as const] : [])];
  for (const [kind, s] of kinds) {
    console.log(`\n[${kind}] pairs ${s.pairs}: results ${s.results}, correct refusals ${s.refusedOk}, wrong refusals ${s.wrongRefusals}, crashes ${s.crashes}`);
    console.log(`  results passing every check: ${rate(s.allPass, s.results)}   (target >= 90% per check)`);
    for (const c of CHECKS) console.log(`  ${c.padEnd(12)} ${rate(s.checks[c].pass, s.checks[c].applicable)}${s.checks[c].applicable < s.results ? `  (${s.results - s.checks[c].applicable} not judged)` : ''}`);
  }
  const halos = records.filter((r) => r.checks?.halo.applicable).map((r) => r.checks!.halo.value);
  console.log(`\nhalo share: median ${(100 * pctl(halos, 50)).toFixed(2)}%, p90 ${(100 * pctl(halos, 90)).toFixed(2)}%, max ${(100 * Math.max(...halos, 0)).toFixed(2)}% (target < 2% on every pair)`);
  const colours = records.filter((r) => r.checks && Number.isFinite(r.checks.colour.value)).map((r) => r.checks!.colour.value);
  console.log(`colour ΔE2000: median ${pctl(colours, 50).toFixed(1)}, p90 ${pctl(colours, 90).toFixed(1)}`);
  console.log(`\n${boxSpeedLine(...speed)}`);
  console.log(`analysis per person photo: median ${ms(pctl(t.personTimes, 50))}, p90 ${ms(pctl(t.personTimes, 90))}   (target <= 1500 ms)`);
  console.log(`analysis per garment photo (with preparing the garment, kept with its analysis): median ${ms(pctl(t.garmentTimes, 50))}, p90 ${ms(pctl(t.garmentTimes, 90))}`);
  console.log(`generation from cached analyses (the garment unpacked from its analysis's pack; JPEG out, mostly 768x1024): median ${ms(pctl(t.genTimes, 50))}, p90 ${ms(pctl(t.genTimes, 90))}   (target <= 250 ms median)`);
  if (t.againTimes.length)
    console.log(
      `  each person's last ${AGAIN} pairs again, the garment still prepared (${t.againTimes.length} in all): median ${ms(pctl(t.againTimes, 50))}, p90 ${ms(pctl(t.againTimes, 90))}; the same pairs the first time: median ${ms(pctl(t.againFirstTimes, 50))}`,
    );
  if (t.comboTimes.length) console.log(`combo generation (the bottom, then the top over it): median ${ms(pctl(t.comboTimes, 50))}, p90 ${ms(pctl(t.comboTimes, 90))}`);
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  console.log(`peak RSS (engine + this bench's checks and kept results): ${mb(peakRss)}   (target <= 1024 MB); before the first generation: ${mb(t.rssBeforeGenerations)}`);
  const bad = records.filter((r) => r.outcome === 'refused-wrong' || r.outcome === 'crash');
  for (const r of bad.slice(0, 20)) console.log(`  ${r.outcome}: ${r.person} + ${r.garment}: ${r.reason}`);
  const counts = new Map<string, number>();
  for (const r of records) for (const c of r.checks ? failing(r.checks) : []) counts.set(`${c} ${r.garment}`, (counts.get(`${c} ${r.garment}`) ?? 0) + 1);
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 15);
  if (top.length) console.log(`\nmost failing check x garment:\n${top.map(([k, n]) => `  ${n} x ${k}`).join('\n')}`);
}

async function sheets(tiles: Tile[], records: PairRecord[], nPeople: number) {
  // Every pair, small (rows = people); and per kind an even sample at a readable size.
  const cols = Math.max(1, Math.round(tiles.length / nPeople));
  await writeFile(path.join(outDir, 'engine-contact.png'), await contactSheet(tiles, cols, 64, 86, 2));
  const written = ['bench/out/engine-contact.png'];
  for (const kind of [...GARMENT_CATEGORIES, 'combo']) {
    const mine = tiles.filter((_t, k) => records[k]!.kind === kind && records[k]!.outcome === 'result');
    if (!mine.length) continue;
    const file = `engine-${kind}.png`;
    await writeFile(path.join(outDir, file), await contactSheet(spread(mine, 24), 6, 150, 200, 4));
    written.push(`bench/out/${file}`);
  }
  console.log(`\ncontact sheets: ${written.join(', ')}; per-pair figures: bench/out/engine-results.json`);
}

await main();
