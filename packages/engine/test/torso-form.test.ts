import { describe, expect, it } from 'vitest';
import { formRatio, lightByForm, torsoForm } from '../src/torso-form.ts';

const W = 200;
const H = 200;

/** A grey old top over the torso (x 50..150, y 40..180) lit from the image-left, luma 180 falling to 120. */
function scene(print: boolean) {
  const photo = new Uint8Array(W * H * 3).fill(250);
  const clothes = new Uint8Array(W * H);
  const torso = new Uint8Array(W * H);
  for (let y = 40; y < 180; y++)
    for (let x = 50; x < 150; x++) {
      const i = y * W + x;
      const v = Math.round(180 - (60 * (x - 50)) / 100);
      photo.fill(v, i * 3, i * 3 + 3);
      clothes[i] = 255;
      torso[i] = 255;
    }
  // A black logo on the chest.
  if (print) for (let y = 80; y < 115; y++) for (let x = 85; x < 115; x++) photo.fill(20, (y * W + x) * 3, (y * W + x) * 3 + 3);
  return { photo, clothes, torso };
}

describe("the torso's form from the old clothes' light", () => {
  it('follows their light across the torso and not a print on them', () => {
    const { photo, clothes, torso } = scene(true);
    const form = torsoForm(photo, clothes, torso, W, H)!;
    expect(form).toBeDefined();
    // Lit side brighter than the shaded one, as the old top was (150 at x 75, 120... at x 125).
    expect(formRatio(form, 60, 110)).toBeGreaterThan(1.08);
    expect(formRatio(form, 140, 110)).toBeLessThan(0.9);
    // The logo (luma 20 under a 150 top) is not the body's shadow: the chest under it is lit as
    // its surroundings are (fitted with the logo, the middle of the chest dipped to 0.9).
    const plain = torsoForm(...Object.values(scene(false)) as [Uint8Array, Uint8Array, Uint8Array], W, H)!;
    expect(Math.abs(formRatio(form, 100, 97) - formRatio(plain, 100, 97))).toBeLessThan(0.02);
  });

  it('leaves the paint as it is where it meets the bare skin of the torso, and lights it as the clothes were away from there', () => {
    const { photo, clothes, torso } = scene(false);
    const form = torsoForm(photo, clothes, torso, W, H)!;
    // Bare skin on the torso's lit side (x 50..70); painted skin from there to x 150, one flat tone.
    const bare = new Uint8Array(W * H);
    const target = new Uint8Array(W * H);
    const rgb = new Uint8Array(W * H * 3).fill(160);
    for (let y = 40; y < 180; y++)
      for (let x = 50; x < 150; x++) (x < 70 ? bare : target)[y * W + x] = 255;
    const box = { x0: 50, y0: 40, x1: 149, y1: 179 };
    lightByForm(rgb, form, bare, torso, target, { x0: 0, y0: 0, x1: W - 1, y1: H - 1 }, box, W);
    const at = (x: number) => rgb[(110 * W + x) * 3]!;
    // Beside the bare skin the paint keeps its tone (pulled from that skin); further from it, towards
    // the shaded side, it darkens with the old top's light (120 against 172 there: 0.7).
    expect(Math.abs(at(71) - 160)).toBeLessThanOrEqual(3);
    expect(at(145)).toBeLessThan(0.85 * 160);
    expect(at(145)).toBeLessThan(at(100));
  });

  it("lights the paint by as much of the form as the torso's weight there", () => {
    const { photo, clothes, torso } = scene(false);
    const form = torsoForm(photo, clothes, torso, W, H)!;
    const target = Uint8Array.from(torso);
    const box = { x0: 50, y0: 40, x1: 149, y1: 179 };
    const around = { x0: 0, y0: 0, x1: W - 1, y1: H - 1 };
    const [full, half] = [new Uint8Array(W * H * 3).fill(160), new Uint8Array(W * H * 3).fill(160)];
    lightByForm(full, form, new Uint8Array(W * H), torso, target, around, box, W);
    lightByForm(half, form, new Uint8Array(W * H), Uint8Array.from(torso, (v) => v >> 1), target, around, box, W);
    // No bare skin: over the form's mean. At the shaded side, half the weight darkens half as much.
    const at = (rgb: Uint8Array, x: number) => rgb[(110 * W + x) * 3]!;
    expect(at(full, 145)).toBeLessThan(150);
    expect(Math.abs(160 - at(half, 145) - (160 - at(full, 145)) / 2)).toBeLessThanOrEqual(1.5);
  });
});
