import { describe, expect, it } from 'vitest';
import { addOldHems } from '../src/old-hems.ts';

describe("an old bottom's hems above the shoes", () => {
  // A 100 x 200 photo: a trouser leg (x 30..69) in blue down to row 150, where the rows kept for the
  // shoes begin (feet from row 130); a navy shoe (x 25..74, within NEAR of the trousers' blue but
  // nearer its own colour) from row 151 down to 190. A darker fold (far from the blue) at rows
  // 146..148, x 40..59, inside the hem; the hem's edge (x 28, 29 and 70, 71), half blue, outside the body mask.
  const [w, h, sw] = [100, 200, 100];
  const scene = () => {
    const photo = new Uint8Array(w * h * 3).fill(240);
    const body = new Uint8Array(w * h);
    const clothes = new Uint8Array(w * h);
    const region = new Uint8Array(w * h);
    const feet = new Uint8Array(w * h);
    feet.fill(255, 130 * w);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const leg = y <= 150 && x >= 30 && x < 70;
        const shoe = y > 150 && y <= 190 && x >= 25 && x < 75;
        if (y <= 150 && (x === 28 || x === 29 || x === 70 || x === 71)) photo.set([150, 160, 220], i * 3);
        if (!leg && !shoe) continue;
        body[i] = clothes[i] = 255;
        const fold = y >= 146 && y <= 148 && x >= 40 && x < 60;
        photo.set(shoe ? [40, 50, 120] : fold ? [25, 30, 70] : [50, 70, 180], i * 3);
        if (leg && y < 130) region[i] = 255;
      }
    return { photo, body, clothes, region, feet };
  };

  it('replaces the hem in the rows kept for the shoes, its folds and its rim with it, and keeps the shoe', () => {
    const { photo, body, clothes, region, feet } = scene();
    addOldHems(photo, body, clothes, region, feet, w, h, sw);
    for (const [x, y] of [[50, 140], [31, 150], [50, 147], [29, 140], [70, 145]] as const) expect(region[y * w + x], `${x},${y}`).toBe(255);
    for (const [x, y] of [[50, 160], [26, 152], [50, 185]] as const) expect(region[y * w + x], `${x},${y}`).toBe(0);
  });

  it("takes nothing far from the old bottom's colour, even when it is farther still from the shoe's", () => {
    // A light grey patch (an ankle strap, a sock) on the hem's side (x 60..69, rows 140..150):
    // nearer the trousers' blue than the navy shoe, but far from both.
    const { photo, body, clothes, region, feet } = scene();
    for (let y = 140; y <= 150; y++) for (let x = 60; x < 70; x++) photo.set([200, 200, 210], (y * w + x) * 3);
    addOldHems(photo, body, clothes, region, feet, w, h, sw);
    expect(region[148 * w + 67]).toBe(0);
    expect(region[145 * w + 40]).toBe(255);
  });

  it('takes nothing when nothing of the old bottom reaches the line', () => {
    const { photo, body, clothes, feet } = scene();
    const region = new Uint8Array(w * h);
    addOldHems(photo, body, clothes, region, feet, w, h, sw);
    expect(region.every((v) => v === 0)).toBe(true);
  });
});
