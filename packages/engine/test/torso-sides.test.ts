import { describe, expect, it } from 'vitest';
import type { Body } from '../src/fit.ts';
import { bridgeDips, bridgeToArms, holdHips, sidesAlong } from '../src/torso-sides.ts';

/** A torso (columns 110..289, rows 40..759) with `arm` (x0, y0, x1, y1, inclusive) of the person in front of or beside it. */
function bodyWith([x0, y0, x1, y1]: readonly [number, number, number, number]): Body {
  const [w, h] = [400, 800];
  const mask = new Uint8Array(w * h);
  const arms = new Uint8Array(w * h);
  for (let y = 40; y < 760; y++) mask.fill(255, y * w + 110, y * w + 290);
  for (let y = y0; y <= y1; y++) {
    mask.fill(255, y * w + x0, y * w + x1 + 1);
    arms.fill(255, y * w + x0, y * w + x1 + 1);
  }
  return { kps: [], mask, arms, w, h };
}

/** The image-left side's edge (pixels from the middle column 200) on rows from 100 to 700, read down the middle (every third: 100, 103, ...). */
const leftEdges = (body: Body) => {
  const { minus } = sidesAlong(body, (s) => ({ x: 200, y: 100 + s }), { x: 1, y: 0 }, 0, 601);
  return (y: number) => minus[y - 100]!.edge;
};

describe("the torso's sides across the body (torso-sides.ts sidesAlong)", () => {
  it('takes a side hidden by a hand on the hip, the forearm held out beside it, between the rows above and below', () => {
    // The hand over the torso's side (x 170 in from 110) on rows 300..360, the forearm out to x 40 (backdrop beyond).
    const edge = leftEdges(bodyWith([40, 300, 170, 360]));
    // (Walked 2 px a step: the torso's edge is read 92 px out.)
    expect(edge(199)).toBe(92);
    // Ended at the hand, 30 px from the middle, the top was laid a hand narrower there.
    expect(edge(331)).toBeCloseTo(92, 5);
    expect(edge(499)).toBe(92);
  });

  it('keeps a side ended by an arm hanging beside the torso where the arm begins', () => {
    // The arm against the torso (x 100..139) from row 200 down past the waist: the side ends at it, 62 px
    // out, not far inside the torso's edge above and below it (92).
    const edge = leftEdges(bodyWith([100, 200, 139, 600]));
    expect(edge(331)).toBe(62);
    expect(edge(649)).toBe(92);
  });
});

describe("a bottom's sides down its hips (torso-sides.ts holdHips)", () => {
  /** Both sides read down the middle from row 100 (every third), then held from row 100 + `from` on. */
  const held = (body: Body, from: number) => {
    const sides = sidesAlong(body, (s) => ({ x: 200, y: 100 + s }), { x: 1, y: 0 }, 0, 601);
    holdHips(sides, from);
    return (y: number) => sides.minus[y - 100]!.edge;
  };

  it('reads a side ended by a hand at the hip as wide as that side was above it', () => {
    // A hand hanging beside the hip over its edge (x 100..139) on rows 400..460: ended there 62 px out
    // against 92 above and below, new trousers were laid narrower under it than around it.
    const edge = held(bodyWith([100, 400, 139, 460]), 100);
    expect(edge(199)).toBe(92);
    expect(edge(430)).toBe(92);
    expect(edge(499)).toBe(92);
  });

  it('keeps what it reads above where it starts, and where no arm ended the side', () => {
    const body = bodyWith([100, 400, 139, 460]);
    // Held from row 430 on: nothing wider was read there before the hand.
    expect(held(body, 330)(448)).toBe(62);
    expect(held(body, 100)(499)).toBe(92);
  });
});

describe("a top's sides below its armpits (torso-sides.ts bridgeDips)", () => {
  /** The torso of bodyWith (no arm) with its image-left side cut in to x 130 on rows y0..y1 (a dip 20 px deep). */
  const dipped = (y0: number, y1: number) => {
    const body = bodyWith([0, 0, -1, -1]);
    for (let y = y0; y <= y1; y++) body.mask.fill(0, y * body.w + 110, y * body.w + 130);
    return body;
  };
  /** Both sides read down the middle from row 100 (every third), bridged from row 100 + `from` over `span` rows. */
  const bridged = (body: Body, from: number, span: number) => {
    const sides = sidesAlong(body, (s) => ({ x: 200, y: 100 + s }), { x: 1, y: 0 }, 0, 601);
    bridgeDips(sides, from, span);
    return (y: number) => sides.minus[y - 100]!.edge;
  };

  it('bridges a dip shorter than the span: cloth hangs across it', () => {
    // Rows 300..339 read 72 px out against 92 above and below (walked 2 px a step).
    const edge = bridged(dipped(300, 339), 0, 60);
    expect(edge(319)).toBe(92);
    expect(edge(499)).toBe(92);
  });

  it('keeps a dip longer than the span (a waist), and one above where it starts', () => {
    expect(bridged(dipped(250, 449), 0, 60)(349)).toBe(72);
    expect(bridged(dipped(300, 339), 250, 60)(319)).toBe(72);
  });
});

describe("a top's sides beside an arm held close (torso-sides.ts bridgeToArms)", () => {
  /** Both sides read down the middle from row 100 (every third), run on to an arm within 20 px from row 100 + `from`, 4 px behind it. */
  const bridged = (body: Body, from = 0) => {
    const at = (s: number) => ({ x: 200, y: 100 + s });
    const p = { x: 1, y: 0 };
    const sides = sidesAlong(body, at, p, 0, 601);
    bridgeToArms(sides, body, at, p, 0, from, { gap: 20, tuck: 4 });
    return (y: number) => sides.minus[y - 100]!;
  };
  /** bodyWith's torso with an arm meeting its image-left side on rows 150..199 (x 80..109) and hanging `off` px from it on rows 200..`end` (x 80..109 - off). */
  const armBeside = (off: number, end = 600) => {
    const body = bodyWith([80, 150, 109, 199]);
    for (let y = 200; y <= end; y++) {
      body.mask.fill(255, y * body.w + 80, y * body.w + 110 - off);
      body.arms.fill(255, y * body.w + 80, y * body.w + 110 - off);
    }
    return body;
  };

  it('runs a side on across a strip of backdrop to the arm that meets it above, and behind it', () => {
    // 12 px of backdrop between (x 98..109): the side ends at the torso's edge (92 px out, walked 2 px
    // a step) and is taken to the arm (103) and 4 px behind it, ended by it.
    expect(bridged(armBeside(12))(400)).toMatchObject({ t: 107, edge: 107, byArm: true });
    // Not below where the arm meets it (above `from`).
    expect(bridged(armBeside(12), 400)(301)).toMatchObject({ edge: 92, byArm: false });
  });

  it('keeps a side with more backdrop than the gap before the arm, and one the arm never meets above (a forearm reaching in to the hip)', () => {
    expect(bridged(armBeside(25))(400)).toMatchObject({ edge: 92, byArm: false });
    expect(bridged(bodyWith([80, 200, 97, 600]))(400)).toMatchObject({ edge: 92, byArm: false });
  });

  it('goes back in slowly below where the arm leaves it', () => {
    // The arm hangs 12 px off down to row 300 only (the last sample on it row 298): the side eases in
    // from 107 by 1.5 px a sample.
    const side = bridged(armBeside(12, 300));
    expect(side(301).edge).toBeCloseTo(107 - 1.5, 5);
    expect(side(313).edge).toBeCloseTo(107 - 5 * 1.5, 5);
    expect(side(400).edge).toBe(92);
  });
});
