import { describe, expect, it } from 'vitest';
import { addOldFlare } from '../src/old-flare.ts';

describe("an old dress's flare past the person's outline", () => {
  // A 200 x 220 photo on a grey backdrop (205): an A-line dress (225) from row 20, its sides going
  // out from x 60 and 139 at row 20 by a pixel every 20 rows (7 px at row 150), its hem at row 150 in
  // the middle and 6 rows lower at each side's outer 12 px; the body mask (the segmentation's) is the
  // dress's middle only, x 60..139 down to row 150. A fold's shadow (190) runs down each side 3 px
  // inside the dress's outline below row 80. The old garment replaced (`region`) is all the body.
  const [w, h, sw] = [200, 220, 100];
  const dressAt = (x: number, y: number) => {
    const out = Math.floor((y - 20) / 20);
    const [x0, x1] = [60 - out, 139 + out];
    const hem = x < 72 || x > 127 ? 156 : 150;
    return y >= 20 && y <= hem && x >= x0 && x <= x1;
  };
  const scene = (dress = 225, backdrop = 205) => {
    const photo = new Uint8Array(w * h * 3).fill(backdrop);
    const body = new Uint8Array(w * h);
    const region = new Uint8Array(w * h);
    const feet = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (dressAt(x, y)) {
          const out = Math.floor((y - 20) / 20);
          const fold = y > 80 && (x === 60 - out + 3 || x === 139 + out - 3);
          photo.fill(fold ? 190 : dress, i * 3, i * 3 + 3);
        }
        if (y >= 20 && y <= 150 && x >= 60 && x <= 139) body[i] = region[i] = 255;
      }
    return { photo, body, region, feet };
  };

  it('takes the flare at both sides, past a fold inside it, and the hem below the outline, and no backdrop', () => {
    const { photo, body, region, feet } = scene();
    addOldFlare(photo, body, region, feet, 0, w, sw);
    // Row 145: the dress reaches x 54 and 145 (6 out), its fold at x 57 and 142.
    for (const [x, y] of [[54, 145], [56, 145], [145, 145], [143, 145], [62, 155], [137, 154]] as const) expect(region[y * w + x], `${x},${y}`).toBe(255);
    for (const [x, y] of [[52, 145], [147, 145], [62, 158], [100, 153], [50, 60]] as const) expect(region[y * w + x], `${x},${y}`).toBe(0);
  });

  it('takes nothing where the dress has nearly the backdrop\'s colour', () => {
    const { photo, body, region, feet } = scene(211, 205);
    const before = region.slice();
    addOldFlare(photo, body, region, feet, 0, w, sw);
    expect(region).toEqual(before);
  });

  it('reads no side whose backdrop sample lies on another part of the body, nor the rows kept for the shoes', () => {
    const { photo, body, region, feet } = scene();
    // An arm (body, not the old garment) 4..12 px right of the dress's outline on rows 100..150, and
    // a zone kept for a shoe left of x 56 from row 140.
    for (let y = 100; y <= 150; y++) for (let x = 152; x <= 160; x++) body[y * w + x] = 255;
    for (let y = 140; y < h; y++) feet.fill(255, y * w, y * w + 56);
    addOldFlare(photo, body, region, feet, 0, w, sw);
    expect(region[120 * w + 143]).toBe(0);
    expect(region[90 * w + 142]).toBe(255);
    expect(region[145 * w + 55]).toBe(0);
    expect(region[145 * w + 56]).toBe(255);
    expect(region[135 * w + 55]).toBe(255);
  });
});
