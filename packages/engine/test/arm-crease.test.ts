import { describe, expect, it } from 'vitest';
import { armCreases } from '../src/arm-crease.ts';
import { torsoShape } from '../src/fill.ts';
import { standingBody } from './draw.ts';

describe('the crease between an arm and the torso', () => {
  // standingBody, shoulder widths 100: the image-right upper arm runs from (250, 150) to (265, 260),
  // drawn about 9.5 px each side of its line (its inner edge at x 252 on row 230, x 242 on row 165); the torso side
  // meets it there. Everything is painted one flat tone.
  const { kps, w, h } = standingBody();
  const scene = () => ({ rgb: new Uint8Array(w * h * 3).fill(150), target: new Uint8Array(w * h).fill(255), skin: new Uint8Array(w * h) });
  const at = (rgb: Uint8Array, x: number, y: number) => rgb[(y * w + x) * 3]!;
  /** The arm bare (skin, not painted) from column x0 to 274 on every row. */
  const bareFrom = (s: ReturnType<typeof scene>, x0: number) => {
    for (let y = 0; y < h; y++)
      for (let x = x0; x < 275; x++) {
        s.skin[y * w + x] = 255;
        s.target[y * w + x] = 0;
      }
  };

  it('shades the painted torso right beside the arm, below the armpit, and nothing further in', () => {
    const { rgb, target, skin } = scene();
    armCreases(rgb, target, skin, torsoShape(kps, w, h, 100), kps, w, h, 100);
    expect(at(rgb, 250, 230)).toBeLessThan(140);
    expect(at(rgb, 246, 230)).toBeGreaterThan(at(rgb, 250, 230));
    expect(at(rgb, 220, 230)).toBe(150);
    // Not the arm itself, nor above the armpit (row 180), where the arm grows from the shoulder.
    expect(at(rgb, 262, 230)).toBe(150);
    expect(at(rgb, 240, 165)).toBe(150);
  });

  it("shades only what was painted, beside a bare arm's own edge (kept as the photo shows it)", () => {
    const s = scene();
    const { rgb, target, skin } = s;
    // The arm is bare (skin, not painted) from x 247, wider inwards than the drawn arm, and the
    // torso's pixel at x 244 was not painted.
    bareFrom(s, 247);
    target[230 * w + 244] = 0;
    armCreases(rgb, target, skin, torsoShape(kps, w, h, 100), kps, w, h, 100);
    // (Blurred over SOFT, 2 px here: a little less right at the kept arm, whose pixels it does not shade.)
    expect(at(rgb, 246, 230)).toBeLessThan(144);
    expect(at(rgb, 240, 230)).toBeGreaterThan(at(rgb, 246, 230));
    expect(at(rgb, 244, 230)).toBe(150);
    expect(at(rgb, 249, 230)).toBe(150);
  });

  it("shades the paint beside a bare arm narrower than the drawn one, not past the drawn arm's edge", () => {
    const s = scene();
    const { rgb, target, skin } = s;
    // The arm is bare (skin, not painted) from x 254 only: the drawn arm's inner side (x 252, 253 on
    // row 230, within the torso's polygon) is painted where an old top's side was, and is the torso's
    // side, shaded beside the arm.
    bareFrom(s, 254);
    armCreases(rgb, target, skin, torsoShape(kps, w, h, 100), kps, w, h, 100);
    expect(at(rgb, 253, 230)).toBeLessThan(144);
    expect(at(rgb, 248, 230)).toBeGreaterThan(at(rgb, 253, 230));
  });

  it("fades in where the arm's rows turn bare, no step at the first bare row", () => {
    const s = scene();
    const { rgb, target, skin } = s;
    // The arm bare from x 258 on rows 230 and below only (narrower than the drawn arm, from x 252):
    // above, the drawn arm's run is all paint (the arm, not shaded); from row 230 its painted pixels
    // x 252..257 are the torso's side (as below a slanting old sleeve's hem).
    bareFrom(s, 258);
    for (let y = 0; y < 230; y++)
      for (let x = 258; x < 275; x++) {
        skin[y * w + x] = 0;
        target[y * w + x] = 255;
      }
    armCreases(rgb, target, skin, torsoShape(kps, w, h, 100), kps, w, h, 100);
    // The row above the first bare one shaded a little (none before: a step), less than the rows below.
    expect(at(rgb, 254, 229)).toBeLessThan(149);
    expect(at(rgb, 254, 229)).toBeGreaterThan(at(rgb, 254, 233));
  });
});
