import { describe, expect, it } from 'vitest';
import { ownArms, windowMedians, type Row } from '../src/arm-outline.ts';
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

describe("the bare arm's own pixels kept as the photo shows them", () => {
  // A 200 x 200 photo, shoulders 120 apart (x 40 and 160, row 20). The image-left arm hangs to its
  // elbow (40, 110) and bends in to its wrist (80, 170), `r` px each side of its line; the torso (x 70
  // on, to row 100) in old clothes beyond a gap of backdrop. The skin model misses the arm's `rim`
  // outermost pixels (its edge, blended with a pale backdrop), which have a white old top's colour.
  const [w, h, sw] = [200, 200, 120];
  const kps = keypointsAt({ leftShoulder: [40, 20], rightShoulder: [160, 20], leftElbow: [40, 110], rightElbow: [160, 110], leftWrist: [80, 170] });
  const [r, rim] = [15, 3];
  const scene = () => {
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    const arm = zero();
    fillCapsule(arm, w, h, { x: 40, y: 20 }, { x: 40, y: 110 }, r);
    fillCapsule(arm, w, h, { x: 40, y: 110 }, { x: 80, y: 170 }, r);
    const core = zero();
    fillCapsule(core, w, h, { x: 40, y: 20 }, { x: 40, y: 110 }, r - rim);
    fillCapsule(core, w, h, { x: 40, y: 110 }, { x: 80, y: 170 }, r - rim);
    for (let i = 0; i < w * h; i++) {
      const torso = i % w >= 70 && Math.floor(i / w) <= 100;
      if (arm[i] || torso) m.body[i] = m.arms[i] = 255;
      if (core[i]) m.skin[i] = 255;
      if (torso) m.arms[i] = 0;
    }
    const keep = zero();
    // Every body pixel the skin model missed has the old top's colour (a white top, a pale backdrop).
    ownArms(zero(), keep, kps, m, w, h, sw, (i) => !!m.body[i] && !m.skin[i]);
    return { m, keep };
  };

  it("keeps the arm's edge pixels between its skin and the backdrop, on its outer and inner sides, whatever their colour", () => {
    const { keep } = scene();
    // Row 80 of the upper arm: outline at x 25 and 55, skin 28..52.
    expect([keep[80 * w + 25], keep[80 * w + 26], keep[80 * w + 54], keep[80 * w + 55]]).toEqual([255, 255, 255, 255]);
    // Not the backdrop past the outline, nor the torso.
    expect([keep[80 * w + 24], keep[80 * w + 56], keep[80 * w + 75]]).toEqual([0, 0, 0]);
  });

  it("keeps the outside of the bent elbow's corner, which neither bone's rows cross", () => {
    const { keep } = scene();
    // 14 px from the elbow, below the upper arm's end and before the forearm's start.
    expect(keep[114 * w + 26]).toBe(255);
  });

  it('keeps every pixel of a slanting forearm, not a dotted pattern of rows', () => {
    const { m, keep } = scene();
    let holes = 0;
    for (let y = 125; y <= 155; y++) for (let x = 0; x < w; x++) if (m.skin[y * w + x] && !keep[y * w + x]) holes++;
    expect(holes).toBe(0);
  });
});

describe('an old sleeve’s wide edge beside a bare arm', () => {
  it("leaves what is wider than an arm's edge between skin and backdrop to the colour test (a frill of the old sleeve)", () => {
    // Straight arm 12 px each side of its line at x 40; on rows 60..100 a 10 px frill of the old white
    // sleeve lies outside it (x 18..27), then the backdrop.
    const [w, h, sw] = [200, 140, 120];
    const kps = keypointsAt({ leftShoulder: [40, 20], rightShoulder: [160, 20], leftElbow: [40, 110], rightElbow: [160, 110] });
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        const arm = x >= 28 && x <= 52;
        if (arm || x >= 60 || (y >= 60 && y <= 100 && x >= 18)) m.body[i] = 255;
        if (arm) m.skin[i] = 255;
      }
    const keep = zero();
    ownArms(zero(), keep, kps, m, w, h, sw, (i) => !!m.body[i] && !m.skin[i]);
    expect([keep[80 * w + 20], keep[80 * w + 26], keep[80 * w + 30], keep[105 * w + 28]]).toEqual([0, 0, 255, 255]);
  });
});

describe("a bare arm's underside in shade", () => {
  // A 200 x 140 photo, shoulders 120 apart (x 40 and 160, row 20), the image-left arm hanging straight
  // down to its elbow at row 110, bare: the skin model takes x 28..45, the underside x 46..54 is skin
  // in shade it misses, and the body mask runs on over the dark backdrop to x 60 (as fashn-model's
  // does under his bent arm); the torso from x 70 in old clothes.
  const [w, h, sw] = [200, 140, 120];
  const kps = keypointsAt({ leftShoulder: [40, 20], rightShoulder: [160, 20], leftElbow: [40, 110], rightElbow: [160, 110] });
  const keepOf = (shadedTo: number, withShade = true, torsoFrom = 70) => {
    const zero = () => new Uint8Array(w * h);
    const m = { body: zero(), head: zero(), arms: zero(), skin: zero() };
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if ((x >= 28 && x <= 60) || x >= torsoFrom) m.body[i] = 255;
        if (x >= 28 && x <= 45) m.skin[i] = 255;
      }
    const shaded = (i: number) => i % w >= 46 && i % w <= shadedTo && !!m.body[i];
    const keep = zero();
    ownArms(zero(), keep, kps, m, w, h, sw, (i) => !!m.body[i] && !m.skin[i] && !shaded(i), withShade ? shaded : undefined);
    return (x: number) => keep[80 * w + x];
  };

  it("keeps it with the arm, and the arm's edge pixels past it, where the skin in shade ends within reach", () => {
    const row = keepOf(54);
    expect([row(46), row(50), row(54), row(60), row(62)]).toEqual([255, 255, 255, 255, 0]);
    // Without it, the arm ends where its skin does and the underside is left to be painted.
    expect(keepOf(54, false)(50)).toBe(0);
  });

  it('leaves it where the skin in shade runs on past the reach (a torso in a rust top against the arm)', () => {
    expect(keepOf(120, true, 61)(50)).toBe(0);
  });
});

describe("a bare row's median edges of the rows near it", () => {
  it('are, for rows in either order along the bone, the medians of the rows within reach of it, as a sort of theirs gives them', () => {
    let seed = 5;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const rows: Row[] = Array.from({ length: 120 }, (_, t) => ({ t, bare: true, edges: { inner: -10 - rand(12), outer: 8 + rand(15) } }));
    const med = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1];
    for (const order of [rows, [...rows].reverse()])
      for (const near of [0, 3, 17.5]) {
        const mids = windowMedians(order, near);
        order.forEach((row, j) => {
          const within = order.filter((r) => Math.abs(r.t - row.t) <= near);
          expect(mids[j]).toEqual({ inner: med(within.map((r) => r.edges!.inner)), outer: med(within.map((r) => r.edges!.outer)) });
        });
      }
  });
});
