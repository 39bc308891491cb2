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
    // Column 5: the shadow goes on to row 39 (10 rows, beyond 8); column 25: painted as backdrop;
    // column 35: a hand kept at row 33; column 12: paint on rows 26..29 only (a strap: its shade below
    // is the collarbone's).
    for (let y = 30; y <= 39; y++) grey(s.photo, y * w + 5, 120);
    s.shape[29 * w + 25] = 0;
    s.kept[33 * w + 35] = 255;
    for (let y = 0; y < 26; y++) s.region[y * w + 12] = 0;
    const out = run(s);
    for (const x of [5, 12, 25, 35]) expect(rows(out, x), `${x}`).toEqual([]);
    expect(rows(out, 30)).toEqual([30, 31, 32, 33, 34, 35]);
  });

  it('takes nothing where too little skin lies below the paint to tell its light', () => {
    const s = scene();
    // Column 20: skin only at rows 30, 31 and 36.
    for (let y = 30; y < h; y++) s.m.skin[y * w + 20] = y === 30 || y === 31 || y === 36 ? 255 : 0;
    expect(rows(run(s), 20)).toEqual([]);
  });
});
