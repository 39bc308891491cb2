// The shadow an old garment's lower edge cast on the skin below it. Where a new top is shorter than the
// old one, the belly the old top covered is painted as skin, and the photo's own skin goes on below it
// as it was: darkened for a few rows by the old hem's shadow. Left, that shadow stood as a dark wavy
// band across the painted belly, a line where no garment is (model_2 under every crop top: 3-14 rows,
// luma 135-160 against 190 below). It goes with the old garment, painted from the lit skin below. So
// does an old short sleeve's on the bare arm below its hem, where a new top leaves the upper arm bare
// (049205 under a cami: a dark line 3-8 px deep across his image-right arm, down its outer side), and
// old trousers' on the ankle below their hems under a dress.
import { luma } from './image.ts';
import { firstSet, lastSet } from './mask-ops.ts';

/** Farthest (shoulder widths) below the painted skin the old hem's shadow is looked for; the lit skin's luma is read from twice as far. */
const REACH = 0.08;
/** Where among the skin's lumas below the paint (a share of them, darkest first) the lit skin's is read: not the brightest, a highlight. */
const LIT = 0.9;
/** Fewest skin pixels below the paint to read the lit skin from. */
const MIN_ROWS = 4;
/** How much darker (share of the reference's luma) than the skin below a row must be to be in the shadow. */
const DARKER = 0.05;

/**
 * The person's pixels just below paint: in each column, under a pixel of `region` drawn as skin (in
 * `shape`: the torso, an arm, a leg) that ends a run of `region` at least REACH tall (an old top's
 * body or sleeve, not a strap's few rows, whose shade below is the collarbone's), the run of the body's pixels (not the
 * head's, nor in `region` or `kept`) at least DARKER darker than the lit skin (the LIT share of the
 * skin pixels' lumas up to 2 REACH below the paint), where it ends within REACH on a skin pixel as
 * lit. Skin or not: the deepest of the shadow is missed by the skin model (model_2: 3 of its rows in
 * some columns). Nothing where fewer than MIN_ROWS of those are skin. And the pixels between two it
 * takes on a row at most GAP apart (withRowGaps).
 */
export function oldHemShadow(photo: Uint8Array, region: Uint8Array, shape: Uint8Array, m: { body: Uint8Array; skin: Uint8Array; head: Uint8Array }, kept: Uint8Array, w: number, h: number, sw: number): number[] {
  const reach = Math.max(2, Math.round(REACH * sw));
  const out: number[] = [];
  const below: number[] = [];
  /** Not the person's own pixel the shadow can be on: painted already, kept (a hand), the head's, or off the body. */
  const off = (i: number): boolean => !!(region[i] || kept[i] || m.head[i]) || !m.body[i];
  /** Per column, how many rows of `region` end at the current row. */
  const run = new Int32Array(w);
  // (On the region's rows only: a paint pixel ends its run there; none where it is empty.)
  const [first, last] = [firstSet(region), lastSet(region)];
  if (first < 0) return out;
  for (let y = Math.floor(first / w); y <= Math.min(h - 2, Math.floor(last / w)); y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      run[x] = region[i] ? run[x]! + 1 : 0;
      if (run[x]! < reach || !shape[i] || off(i + w)) continue;
      below.length = 0;
      for (let t = 1; t <= 2 * reach && y + t < h; t++) if (m.skin[i + t * w] && !off(i + t * w)) below.push(luma(photo, i + t * w));
      if (below.length < MIN_ROWS) continue;
      below.sort((a, b) => a - b);
      const limit = below[Math.floor(LIT * (below.length - 1))]! * (1 - DARKER);
      // The run down to the first lit pixel, which must be skin: a light old bottom, or no lit skin
      // within REACH, and the column keeps what it shows.
      let end = 0;
      for (let t = 1; t <= reach && y + t < h && !end; t++) {
        const q = i + t * w;
        if (off(q)) break;
        if (luma(photo, q) >= limit) end = m.skin[q] ? t : -1;
      }
      for (let t = 1; t < end; t++) out.push(i + t * w);
    }
  return withRowGaps(out, off, w);
}

/** Widest gap (px) along a row between the shadow's pixels that is taken with them. */
const GAP = 3;

/**
 * `out` with the pixels between two of its own on a row at most GAP apart (not `off`): the shadow is
 * read down each column, and below a hem slanting across an arm the columns where it is not read (a
 * lit speck of an old sleeve's trim in it) stood as a dotted line of kept pixels across the painted
 * arm (07966's sparkly trim under every top).
 */
function withRowGaps(out: number[], off: (i: number) => boolean, w: number): number[] {
  if (!out.length) return out;
  const taken = new Set(out);
  const added: number[] = [];
  for (const i of out) {
    const x = i % w;
    let j = 1;
    while (j <= GAP + 1 && x + j < w && !taken.has(i + j)) j++;
    if (j === 1 || j > GAP + 1 || x + j >= w) continue;
    for (let k = 1; k < j; k++) if (!off(i + k)) added.push(i + k);
  }
  return added.length ? out.concat(added) : out;
}
