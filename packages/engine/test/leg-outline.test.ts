import { describe, expect, it } from 'vitest';
import { legsUpToHem, ownLegs } from '../src/leg-outline.ts';
import { fillCapsule } from '../src/person.ts';
import { keypointsAt } from './draw.ts';

/** No new garment over the legs (its opacity, 0 everywhere). */
const none = new Float32Array(200 * 300);

describe('shins drawn as wide as the photo shows them below an old hem', () => {
  // A 200 x 300 photo, hips 60 apart (x 70 and 130, row 40), knees at row 140, ankles at row 260,
  // each leg straight down. An old dress covers both legs down to row 180 (x 40..160); below it each
  // shin is 8 px each side of its line, the skin model missing its outermost 2 px each side (the
  // shaded sides). The drawn legs (fill.ts bodyShape) are capsules 16 px each side of their lines.
  const [w, h, sw] = [200, 300, 100];
  const kps = keypointsAt({
    leftShoulder: [60, 0], rightShoulder: [140, 0], leftHip: [70, 40], rightHip: [130, 40],
    leftKnee: [70, 140], rightKnee: [130, 140], leftAnkle: [70, 260], rightAnkle: [130, 260],
  });
  /** `shaded`: how many px of each shin's inner side the skin model misses (2 on its outer side); `half`: each shin's half-width; `hem`: the old garment's last row. */
  const scene = (shaded = 2, half = 8, hem = 180) => {
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const dress = y <= hem && x >= 40 && x <= 160;
        const shin = y > hem && y <= 265 && (Math.abs(x - 70) <= half || Math.abs(x - 130) <= half);
        if (dress || shin) m.body[i] = 255;
        if (shin && ((x >= 72 - half && x <= 70 + half - shaded) || (x >= 130 - half + shaded && x <= 128 + half))) m.skin[i] = 255;
      }
    const shape = zero();
    for (const x of [70, 130]) fillCapsule(shape, w, h, { x, y: 40 }, { x, y: 260 }, 16);
    return { m, shape };
  };

  it("draws the knee under the old dress to the shin's outline below it, not the capsule's width", () => {
    const { m, shape } = scene();
    expect(shape[160 * w + 56]).toBe(255);
    ownLegs(shape, new Uint8Array(w * h), kps, m, w, h, sw, none);
    // The shin's outline (62..78 about x 70), not its skin model's (64..76).
    expect([shape[160 * w + 62], shape[160 * w + 70], shape[160 * w + 78]]).toEqual([255, 255, 255]);
    // Past it, out and in (not into the other leg), the dress gives way to the backdrop.
    expect([shape[160 * w + 56], shape[160 * w + 84], shape[160 * w + 100]]).toEqual([0, 0, 0]);
    expect(shape[160 * w + 130]).toBe(255);
  });

  it('takes the outline for the inner edge too where the skin model misses more of the shaded side than an edge', () => {
    // A shin 14 px each side of its line (56..84), 11 px of its inner side missed (the old hem's
    // shadow across 053514's shin): measured by its skin (to x 73), the knee above was drawn 11 px
    // narrower than the shin, in a step at the hem.
    const { m, shape } = scene(11, 14);
    ownLegs(shape, new Uint8Array(w * h), kps, m, w, h, sw, none);
    expect([shape[160 * w + 56], shape[160 * w + 78], shape[160 * w + 83]]).toEqual([255, 255, 255]);
  });

  it("draws no shin inside a new trouser leg narrower than it, as bodyShape draws legs", () => {
    const { m, shape } = scene();
    // bodyShape drew the leg only below the new trousers' lowest row on it (170); the trouser leg is
    // x 66..74 about the shin's line, narrower than the shin (62..78).
    shape.fill(0, 0, 171 * w);
    const trousers = new Float32Array(w * h);
    for (let y = 0; y <= 170; y++) trousers.fill(1, y * w + 66, y * w + 75);
    ownLegs(shape, new Uint8Array(w * h), kps, m, w, h, sw, trousers);
    // Beside the trouser leg: no bare strip of shin (the old dress there gives way to the backdrop).
    expect([shape[160 * w + 63], shape[160 * w + 77]]).toEqual([0, 0]);
    // Below the trousers' end, above the old hem, the shin is drawn to its width.
    expect([shape[175 * w + 63], shape[175 * w + 77]]).toEqual([255, 255]);
  });

  it("keeps the bare shin's rows below the old hem between their edges, its shaded sides too", () => {
    const { m, shape } = scene();
    const keep = new Uint8Array(w * h);
    ownLegs(shape, keep, kps, m, w, h, sw, none);
    expect([keep[220 * w + 62], keep[220 * w + 70], keep[220 * w + 78], keep[220 * w + 138]]).toEqual([255, 255, 255, 255]);
    // Not the dress above.
    expect(keep[160 * w + 70]).toBe(0);
  });

  it('draws a shin above a bare ankle wider up the calf, as a leg is, not a column of the ankle', () => {
    // Old trousers down to row 245; below them each ankle is 6 px each side of its line.
    const { m, shape } = scene(2, 6, 245);
    ownLegs(shape, new Uint8Array(w * h), kps, m, w, h, sw, none);
    // Just above the old hem the ankle's width (6 px, cleared past it); up the calf (row 200) 8.
    expect([shape[240 * w + 62], shape[240 * w + 78]]).toEqual([0, 0]);
    expect([shape[200 * w + 62], shape[200 * w + 78]]).toEqual([255, 255]);
  });

  it('leaves legs the old trousers cover to the ankle as drawn', () => {
    const { m, shape } = scene();
    // Trousers: no bare shin anywhere.
    const covered = { ...m, skin: new Uint8Array(w * h) };
    const before = shape.slice();
    ownLegs(shape, new Uint8Array(w * h), kps, covered, w, h, sw, none);
    expect(shape).toEqual(before);
  });
});

describe('a shin slanting off the line to the knee’s joint', () => {
  // Under a dress the knee's joint is the pose model's guess: here (70, 140), straight above the ankle
  // (70, 260), while the bare shin below the hem (row 180) slants, its middle at x 70 + (260 - y) / 5
  // (86 at the hem, 92 at row 150), 8 px each side.
  const [w, h, sw] = [200, 300, 100];
  const kps = keypointsAt({
    leftShoulder: [60, 0], rightShoulder: [140, 0], leftHip: [70, 40], rightHip: [150, 40],
    leftKnee: [70, 140], rightKnee: [150, 140], leftAnkle: [70, 260], rightAnkle: [150, 260],
  });
  it('draws the knee on along the shin as the photo shows it, not up the line to the joint', () => {
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const shin = y > 180 && y <= 262 && Math.abs(x - (70 + (260 - y) / 5)) <= 8;
        if ((y <= 180 && x >= 40 && x <= 170) || shin) m.body[i] = 255;
        if (shin) m.skin[i] = 255;
      }
    const shape = zero();
    fillCapsule(shape, w, h, { x: 70, y: 40 }, { x: 70, y: 260 }, 16);
    ownLegs(shape, zero(), kps, m, w, h, sw, none);
    // Row 150: the shin's line puts it at 84..100; up the joints' line it was 78..94.
    expect([shape[150 * w + 86], shape[150 * w + 98], shape[150 * w + 80]]).toEqual([255, 255, 0]);
  });
});

describe('drawn legs carried up to a hem that curves above their tops', () => {
  // A 200 x 300 photo, hips 60 apart (x 70 and 130, row 40), knees at row 140, ankles at row 260. A
  // new dress (x 40..160) ends at a hem that slopes from row 148 (x 40) to row 160 (x 160): at x 70
  // on row 151, at x 130 on row 157. The legs are drawn (fill.ts bodyShape) below its lowest row on
  // them, from row 161; the old trousers (the person's outline) reach from the hips to the ankles.
  const [w, h, sw] = [200, 300, 100];
  const kps = keypointsAt({
    leftShoulder: [60, 0], rightShoulder: [140, 0], leftHip: [70, 40], rightHip: [130, 40],
    leftKnee: [70, 140], rightKnee: [130, 140], leftAnkle: [70, 260], rightAnkle: [130, 260],
  });
  const hemRow = (x: number) => 148 + Math.round((x - 40) / 10);
  /** `from`: the legs' first drawn row. */
  const scene = (from = 161) => {
    const covered = new Float32Array(w * h);
    const body = new Uint8Array(w * h);
    const shape = new Uint8Array(w * h);
    for (let x = 40; x <= 160; x++) {
      for (let y = 30; y <= hemRow(x); y++) covered[y * w + x] = 1;
      for (let y = 40; y <= 265; y++) body[y * w + x] = 255;
    }
    for (const x of [70, 130]) fillCapsule(shape, w, h, { x, y: 40 }, { x, y: 260 }, 16);
    shape.fill(0, 0, from * w);
    return { covered, body, shape };
  };
  const column = (shape: Uint8Array, x: number, y0: number, y1: number) => Array.from({ length: y1 - y0 + 1 }, (_, k) => shape[(y0 + k) * w + x]);

  it('draws each column of a leg from just below the hem there', () => {
    const { covered, body, shape } = scene();
    legsUpToHem(shape, kps, body, covered, w, h, sw);
    expect(column(shape, 70, 152, 160).every((v) => v === 255)).toBe(true);
    expect(column(shape, 130, 158, 160).every((v) => v === 255)).toBe(true);
    // Not under the dress, and not between the legs, where no leg is drawn below.
    expect(shape[151 * w + 70]).toBe(0);
    expect(column(shape, 100, 155, 200).every((v) => v === 0)).toBe(true);
  });

  it('leaves a leg whose top is farther below the hem than a hem curves (HEM_GAP)', () => {
    const { covered, body, shape } = scene(175);
    legsUpToHem(shape, kps, body, covered, w, h, sw);
    expect(column(shape, 70, 152, 174).every((v) => v === 0)).toBe(true);
  });

  it("draws nothing outside the person's outline", () => {
    const { covered, body, shape } = scene();
    body[155 * w + 70] = 0;
    legsUpToHem(shape, kps, body, covered, w, h, sw);
    expect(column(shape, 70, 152, 160).every((v) => v === 0)).toBe(true);
    expect(shape[155 * w + 72]).toBe(255);
  });
});
