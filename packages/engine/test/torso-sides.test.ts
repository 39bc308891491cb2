import { describe, expect, it } from 'vitest';
import type { Body } from '../src/fit.ts';
import { bridgeDips, holdHips, sidesAlong } from '../src/torso-sides.ts';

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
