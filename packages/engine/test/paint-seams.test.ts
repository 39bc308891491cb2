import { describe, expect, it } from 'vitest';
import { meetKeptSkin } from '../src/paint-seams.ts';

// A painted forearm (rows 0..19) above the bare wrist kept as the photo shows it (rows 22..39); rows
// 20 and 21 between them are the skin's edge blended with the old cuff, neither paint nor known skin.
const [W, H] = [30, 40];
const PAINT = [200, 150, 110];
const WRIST = [220, 165, 150];
function scene(wrist = WRIST) {
  const rgb = new Uint8Array(W * H * 3);
  const photo = new Uint8Array(W * H * 3);
  const known = new Uint8Array(W * H);
  const target = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (y < 20) {
        target[i] = 255;
        rgb.set(PAINT, i * 3);
        photo.set([150, 30, 40], i * 3); // the old red sleeve
      } else {
        const c = y < 22 ? [120, 60, 60] : wrist;
        rgb.set(c, i * 3);
        photo.set(c, i * 3);
        if (y >= 22) known[i] = 255;
      }
    }
  return { rgb, photo, known, target };
}
const at = (rgb: Uint8Array, y: number) => [...rgb.subarray((y * W + 15) * 3, (y * W + 15) * 3 + 3)];

describe('meetKeptSkin', () => {
  it('gives the paint the kept skin colour where they meet, passing back to its own away from there', () => {
    const s = scene();
    // Shoulder widths 200: the difference fades out 12 px from the seam (rows 22..25 are its pixels).
    meetKeptSkin(s.rgb, s.photo, s.known, s.target, { x0: 0, y0: 0, x1: W - 1, y1: 19 }, W, H, 200);
    // Row 19, 3 px from the seam: most of the way to the wrist's colour.
    at(s.rgb, 19).forEach((v, c) => expect(Math.abs(v - (PAINT[c]! + 0.56 * (WRIST[c]! - PAINT[c]!)))).toBeLessThanOrEqual(2));
    // Row 5, 17 px from it: the paint as it was; and the kept skin as it was.
    expect(at(s.rgb, 5)).toEqual(PAINT);
    expect(at(s.rgb, 30)).toEqual(WRIST);
  });

  it('takes at most MAX_STEP from a kept pixel far lighter than the paint, of its hue', () => {
    // The paint's colour times 1.27: 55, 41 and 30 lighter.
    const s = scene([254, 191, 140]);
    meetKeptSkin(s.rgb, s.photo, s.known, s.target, { x0: 0, y0: 0, x1: W - 1, y1: 19 }, W, H, 200);
    at(s.rgb, 19).forEach((v, c) => expect(v - PAINT[c]!).toBeLessThanOrEqual(Math.ceil(0.56 * 48) + 1));
    expect(at(s.rgb, 19)[0]! - PAINT[0]!).toBeGreaterThan(20);
  });

  it('takes nothing from kept pixels of another hue than the paint (skin blended with a grey trim, a white bracelet)', () => {
    for (const kept of [[140, 135, 135], [255, 255, 255]]) {
      const s = scene(kept);
      meetKeptSkin(s.rgb, s.photo, s.known, s.target, { x0: 0, y0: 0, x1: W - 1, y1: 19 }, W, H, 200);
      expect(at(s.rgb, 19), `${kept}`).toEqual(PAINT);
    }
  });

});
