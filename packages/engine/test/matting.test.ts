import { describe, expect, it } from 'vitest';
import { matte } from '../src/matting.ts';
import type { BackgroundPlane } from '../src/types.ts';

const white: BackgroundPlane = [[255, 0, 0], [255, 0, 0], [255, 0, 0]];

/** A red garment at x < 20 on a white backdrop, its mask with it. */
function redOnWhite(w: number, h: number) {
  const data = new Uint8Array(w * h * 3).fill(255);
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < 20; x++) {
      data.set([200, 30, 30], (y * w + x) * 3);
      mask[y * w + x] = 255;
    }
  return { data, mask };
}

describe('soft matting against a known background', () => {
  it('recovers coverage and the garment colour at a mixed edge pixel', () => {
    const w = 40;
    const h = 20;
    const { data, mask } = redOnWhite(w, h);
    // Column 20 is a 40/60 mix of red and the white background.
    for (let y = 0; y < h; y++) {
      data.set([0.4 * 200 + 0.6 * 255, 0.4 * 30 + 0.6 * 255, 0.4 * 30 + 0.6 * 255].map(Math.round), (y * w + 20) * 3);
    }
    const m = matte({ width: w, height: h, data }, mask, white);
    const i = 10 * w + 20;
    expect(m.alpha[i]).toBeCloseTo(0.4, 1);
    // Decontaminated: red, not pink.
    expect(m.rgb[i * 3]).toBeGreaterThan(180);
    expect(m.rgb[i * 3 + 1]).toBeLessThan(60);
    expect(m.alpha[10 * w + 10]).toBe(1);
    expect(m.alpha[10 * w + 30]).toBe(0);
  });

  it('reads a soft shadow on the backdrop beside the garment as backdrop, not as part garment', () => {
    const w = 40;
    const h = 20;
    const bg = [240, 240, 236];
    const data = new Uint8Array(w * h * 3);
    const mask = new Uint8Array(w * h);
    // Blue garment at x < 20; below the hem's side, a shadow ramp: the backdrop 12% darker at x = 20
    // fading out by x = 26, all inside the mask's edge band (the mask takes its first two columns).
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const k = x < 20 ? 0 : Math.max(0, 0.12 * (1 - (x - 20) / 6));
        data.set(x < 20 ? [60, 120, 220] : bg.map((c) => Math.round(c * (1 - k))), (y * w + x) * 3);
        if (x < 22) mask[y * w + x] = 255;
      }
    const plane: BackgroundPlane = [[bg[0]!, 0, 0], [bg[1]!, 0, 0], [bg[2]!, 0, 0]];
    const m = matte({ width: w, height: h, data }, mask, plane);
    // Projected onto garment - backdrop alone, the 12% darker grey read as about 10% garment (and
    // its decontaminated colour as a dark grey rim).
    for (const x of [20, 21, 22]) expect(m.alpha[10 * w + x]).toBeLessThan(0.03);
    expect(m.alpha[10 * w + 19]).toBe(1);
  });

  it("keeps the edge of a cut through fabric opaque: a pale neckline below the inside cut away is not read as half backdrop", () => {
    // oot-049940_1: a shaded white top (228,228,232) on white, the inside of its back above row 20 cut
    // from the mask (216,221,234: the fabric in shade, not the backdrop), the front neckline's binding
    // on rows 20-22 paler (246). Projected onto garment - backdrop, the binding read as 30-40% garment
    // and the wearer's skin showed through it as a pink band.
    const w = 60;
    const h = 60;
    const data = new Uint8Array(w * h * 3).fill(255);
    const mask = new Uint8Array(w * h);
    for (let y = 5; y < 55; y++)
      for (let x = 5; x < 55; x++) {
        data.set(y < 20 ? [216, 221, 234] : y < 23 ? [246, 246, 248] : [228, 228, 232], (y * w + x) * 3);
        if (y >= 20) mask[y * w + x] = 255;
      }
    const m = matte({ width: w, height: h, data }, mask, white);
    for (const y of [20, 21, 22]) expect(m.alpha[y * w + 30]).toBe(1);
    expect(m.alpha[19 * w + 30]).toBe(0); // the inside, cut away
    // Where the same garment meets the backdrop (its side at x 54), the matte still reads a mix: a
    // pixel past the mask of half the garment's colour.
    const edge = new Uint8Array(data);
    for (let y = 25; y < 55; y++) edge.set([242, 242, 244], (y * w + 55) * 3);
    expect(matte({ width: w, height: h, data: edge }, mask, white).alpha[40 * w + 55]).toBeGreaterThan(0.3);
  });

  it('reads what lies past a thin tail of the mask, with no garment near to learn its colour from, as backdrop', () => {
    const w = 60;
    const h = 40;
    const { data, mask } = redOnWhite(w, h);
    // Far from the red garment, a tail of the mask 2 px wide (x 40, 41) of a grey shade of the
    // backdrop, and beside it past the mask (x 42, 43) the same grey.
    for (let y = 0; y < h; y++) {
      for (let x = 40; x <= 43; x++) data.set([225, 225, 225], (y * w + x) * 3);
      mask[y * w + 40] = mask[y * w + 41] = 255;
      // Beside the garment, past its mask: half red, half backdrop.
      data.set([228, 142, 142], (y * w + 20) * 3);
    }
    const m = matte({ width: w, height: h, data }, mask, white);
    // Read as its own colour's garment, the grey past the tail stood opaque.
    for (const x of [42, 43]) expect(m.alpha[20 * w + x]).toBe(0);
    // Past the garment's mask, where its colour is known, the blend is read as it is.
    expect(m.alpha[20 * w + 20]).toBeGreaterThan(0.3);
  });
});
