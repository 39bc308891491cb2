import { describe, expect, it } from 'vitest';
import { PART_HUE, backdropDistances, hueOff, localBackdrop, partHues, planeColours } from '../src/backdrop-distance.ts';
import type { BackgroundPlane } from '../src/types.ts';

/** A warm grey backdrop (224,223,220), the same everywhere. */
const plane: BackgroundPlane = [
  [224, 0, 0],
  [223, 0, 0],
  [220, 0, 0],
];

describe('backdrop distances (backdrop-distance.ts)', () => {
  it("sets the backdrop's lightness aside: its shade is near in hue, a bluish white is not", () => {
    // The backdrop at 80% of its light: 45 away in colour, none in hue.
    expect(Math.hypot(224 - 179.2, 223 - 178.4, 220 - 176)).toBeGreaterThan(40);
    expect(hueOff(179.2, 178.4, 176, 224, 223, 220)).toBeLessThan(0.5);
    // A white T-shirt's bluish shaded side, as light as the backdrop: 11 away in colour, as far in hue.
    expect(hueOff(220, 220, 230, 224, 223, 220)).toBeGreaterThan(2 * PART_HUE);
  });

  it('reads each pixel against the reference colour under it, smoothed', () => {
    const [w, h] = [5, 5];
    const data = new Uint8Array(w * h * 3);
    for (let i = 0; i < w * h; i++) data.set([179, 178, 176], i * 3);
    const { dist, hue } = backdropDistances(data, w, h, planeColours(plane, w, h));
    expect(dist[12]).toBeGreaterThan(40);
    expect(hue[12]).toBeLessThan(1);
  });

  it("takes the mean of the backdrop near a pixel, the fallback's where none is near", () => {
    // A ramp of grey from 100 to 219 across 120 px; the backdrop known everywhere but a 20 px square in the middle.
    const [w, h] = [120, 60];
    const data = new Uint8Array(w * h * 3);
    const isBg = new Uint8Array(w * h);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        data.fill(100 + x, i * 3, i * 3 + 3);
        isBg[i] = x >= 50 && x < 70 && y >= 20 && y < 40 ? 0 : 1;
      }
    const fallback = new Float32Array(w * h * 3).fill(7);
    const local = localBackdrop(data, w, h, isBg, fallback, 12);
    // The square's middle: the ramp's value there, read from the backdrop round it.
    expect(Math.abs(local[(30 * w + 60) * 3]! - 160)).toBeLessThan(1.5);
    // Nothing known near: the fallback.
    expect(localBackdrop(data, w, h, new Uint8Array(w * h), fallback, 12)[(30 * w + 60) * 3]).toBe(7);
  });

  it("gives each part its mean hue distance from the plane", () => {
    const [w, h] = [4, 1];
    const data = new Uint8Array([179, 178, 176, 179, 178, 176, 220, 220, 230, 220, 220, 230]);
    const label = new Int32Array([1, 1, 2, 2]);
    const hues = partHues(data, plane, label, 2, w, h);
    expect(hues[1]).toBeLessThan(0.5);
    expect(hues[2]).toBeGreaterThan(PART_HUE);
  });
});
