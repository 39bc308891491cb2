import { describe, expect, it } from 'vitest';
import { ownArms } from '../src/arm-outline.ts';
import { fillCapsule } from '../src/person.ts';
import { keypointsAt } from './draw.ts';

describe('upper arms drawn as wide as the photo shows them', () => {
  // A 200 x 140 photo, shoulders 120 apart (x 40 and 160, row 20), the image-left arm hanging
  // straight down to its elbow at row 110. The torso (x 56 on) is in old clothes; an old short sleeve
  // covers rows 0..60 from x 15; below it the bare arm is `half` px each side of its line, its skin
  // model missing the outermost 2 px (a bare arm's shaded edge).
  const [w, h, sw] = [200, 140, 120];
  const kps = keypointsAt({ leftShoulder: [40, 20], rightShoulder: [160, 20], leftElbow: [40, 110], rightElbow: [160, 110] });
  const scene = (half: number, sleeveEnd = 60, missed?: readonly [number, number]) => {
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const sleeve = y <= sleeveEnd && x >= 15 && x < 56;
        const arm = x >= 40 - half && x <= 40 + half;
        if (sleeve || arm || x >= 56) m.body[i] = 255;
        if (!sleeve && arm && x >= 40 - half + 2 && !(missed && y >= missed[0] && y <= missed[1])) m.skin[i] = 255;
      }
    // The drawn arm (fill.ts bodyShape): a capsule 0.1 shoulder widths each side of the line.
    const shape = zero();
    fillCapsule(shape, w, h, { x: 40, y: 20 }, { x: 40, y: 110 }, 0.1 * sw);
    return { m, shape };
  };

  it("widens the drawn arm under the old sleeve to a broad arm's outline below it", () => {
    const { m, shape } = scene(18);
    expect(shape[40 * w + 24]).toBe(0);
    ownArms(shape, new Uint8Array(w * h), kps, m, w, h, sw);
    // Outer edge at x 22 (the outline, not the skin model's 24), under the sleeve.
    expect(shape[40 * w + 23]).toBe(255);
    expect(shape[40 * w + 22]).toBe(255);
    // Not past it: the rest of the sleeve is backdrop.
    expect(shape[40 * w + 19]).toBe(0);
  });

  it('narrows it to a slim arm, the loose sleeve beside it given to the backdrop', () => {
    const { m, shape } = scene(7);
    expect(shape[40 * w + 30]).toBe(255);
    ownArms(shape, new Uint8Array(w * h), kps, m, w, h, sw);
    expect(shape[40 * w + 30]).toBe(0);
    expect(shape[40 * w + 34]).toBe(255);
    // The shoulder's round, drawn with the torso, is kept.
    expect(shape[25 * w + 30]).toBe(255);
  });

  it("keeps the bare arm's rows between its edges, its missed outer side too, but not what has the old top's colour", () => {
    const { m, shape } = scene(18);
    const keep = new Uint8Array(w * h);
    // A pixel of the old sleeve's frilled edge on a bare row.
    const frill = 65 * w + 24;
    ownArms(shape, keep, kps, m, w, h, sw, (i) => i === frill);
    expect([keep[80 * w + 22], keep[80 * w + 40], keep[frill], keep[40 * w + 40]]).toEqual([255, 255, 0, 0]);
  });

  it('reads a band of rows whose skin the model missed (a shaded crease) on an arm bare to the shoulder as bare arm, not a short sleeve ending there', () => {
    // Bare to the shoulder; the skin model misses the whole arm across rows 55..70.
    const { m, shape } = scene(18, -1, [55, 70]);
    const before = Uint8Array.from(shape);
    const keep = new Uint8Array(w * h);
    ownArms(shape, keep, kps, m, w, h, sw);
    expect(shape).toEqual(before);
    // The bare rows above the band are kept as the photo shows them, as those below are.
    expect([keep[40 * w + 40], keep[90 * w + 40]]).toEqual([255, 255]);
  });

  it('leaves an arm bare to the shoulder as drawn', () => {
    const { m, shape } = scene(18, -1);
    const before = Uint8Array.from(shape);
    ownArms(shape, new Uint8Array(w * h), kps, m, w, h, sw);
    expect(shape).toEqual(before);
  });
});
