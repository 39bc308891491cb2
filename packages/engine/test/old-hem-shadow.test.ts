import { describe, expect, it } from 'vitest';
import { oldHemShadow } from '../src/old-hem-shadow.ts';

describe("the old hem's shadow below a painted belly, upper arm or shin", () => {
  // A 40 x 80 photo, all body and drawn as skin (sw 100: REACH 8 rows): the paint (region, drawn as skin)
  // over rows 0..29; below it the photo's skin, lit (luma 200) but for the old hem's shadow on rows
  // 30..35 (a ramp 120..170), whose row 32 the skin model missed.
  const [w, h, sw] = [40, 80, 100];
  const grey = (photo: Uint8Array, i: number, v: number) => photo.set([v, v, v], i * 3);
  const scene = () => {
    const photo = new Uint8Array(w * h * 3);
    const region = new Uint8Array(w * h);
    const shape = new Uint8Array(w * h).fill(255);
    const kept = new Uint8Array(w * h);
    const m = { body: new Uint8Array(w * h).fill(255), skin: new Uint8Array(w * h), head: new Uint8Array(w * h) };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (y < 30) region[i] = 255;
        else m.skin[i] = y === 32 ? 0 : 255;
        grey(photo, i, y >= 30 && y <= 35 ? 120 + 10 * (y - 30) : 200);
      }
    return { photo, region, shape, kept, m };
  };
  const rows = (out: number[], x: number) => out.filter((q) => q % w === x).map((q) => Math.floor(q / w));
  const run = (s: ReturnType<typeof scene>) => oldHemShadow(s.photo, s.region, s.shape, s.m, s.kept, w, h, sw);

  it('takes the shadow down to the lit skin, the rows the skin model missed with it', () => {
    const out = run(scene());
    for (const x of [0, 20, 39]) expect(rows(out, x)).toEqual([30, 31, 32, 33, 34, 35]);
  });

  it('takes nothing where the run below the paint meets an old garment, dark or light, before lit skin', () => {
    for (const level of [40, 230]) {
      const s = scene();
      // A belt (not skin) over rows 34..41 in columns 10..19, lit skin below it: dark, the run does not
      // reach lit skin within REACH; light, it ends on a pixel that is not skin.
      for (let y = 34; y <= 41; y++)
        for (let x = 10; x < 20; x++) {
          s.m.skin[y * w + x] = 0;
          grey(s.photo, y * w + x, level);
        }
      const out = run(s);
      for (const x of [10, 19]) expect(rows(out, x), `${level} at ${x}`).toEqual([]);
      expect(rows(out, 25)).toEqual([30, 31, 32, 33, 34, 35]);
    }
  });

  it("takes nothing longer than REACH, nor under paint not drawn as skin or a strap's few rows, nor past a kept pixel", () => {
    const s = scene();
    // Each over 5 columns (wider than a gap taken between columns, GAP): columns 2..6, the shadow goes
    // on to row 39 (10 rows, beyond 8); 23..27, painted as backdrop; 33..37, a hand kept at row 33;
    // 10..14, paint on rows 26..29 only (a strap: its shade below is the collarbone's).
    for (let x = 2; x <= 6; x++) for (let y = 30; y <= 39; y++) grey(s.photo, y * w + x, 120);
    for (let x = 23; x <= 27; x++) s.shape[29 * w + x] = 0;
    for (let x = 33; x <= 37; x++) s.kept[33 * w + x] = 255;
    for (let x = 10; x <= 14; x++) for (let y = 0; y < 26; y++) s.region[y * w + x] = 0;
    const out = run(s);
    for (const x of [2, 4, 6, 10, 12, 14, 23, 25, 27, 33, 35, 37]) expect(rows(out, x), `${x}`).toEqual([]);
    expect(rows(out, 30)).toEqual([30, 31, 32, 33, 34, 35]);
  });

  it('takes the shadow in columns between two that take it, at most GAP apart, where a lit speck stops their own run', () => {
    const s = scene();
    // Columns 20..22: a lit speck (not skin) of an old sleeve's trim at row 31, in the shadow: their
    // own runs end on it; the columns either side take the shadow.
    for (let x = 20; x <= 22; x++) {
      s.m.skin[31 * w + x] = 0;
      grey(s.photo, 31 * w + x, 230);
    }
    const out = run(s);
    for (const x of [20, 21, 22]) expect(rows(out, x).sort((a, b) => a - b), `${x}`).toEqual([30, 31, 32, 33, 34, 35]);
  });

  it('takes nothing where too little skin lies below the paint to tell its light', () => {
    const s = scene();
    // Columns 18..22: skin only at rows 30, 31 and 36.
    for (let x = 18; x <= 22; x++) for (let y = 30; y < h; y++) s.m.skin[y * w + x] = y === 30 || y === 31 || y === 36 ? 255 : 0;
    for (const x of [18, 20, 22]) expect(rows(run(s), x), `${x}`).toEqual([]);
  });
});
