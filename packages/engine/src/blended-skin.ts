// Skin pixels along an old garment's edge are half skin, half garment (the lens and JPEG blend them),
// and the skin model takes many of them in. The fill learns the person's skin from those pixels too:
// under 01861's red neckline they are brick-red, and the arms drawn where her red sleeves were came
// out brick-red. A pixel at the skin's edge whose colour lies between the skin a few pixels further
// in and the garment beside it (on the line between the two colours) is such a blend: it is left out
// of what the fill learns from. Skin as it is at its edge (a shin below a hem, or darker where it
// turns away) is not on that line, and stays.
import type { PersonMasks } from './layers.ts';
import { borrowBytes } from './scratch.ts';

/** How far in (px) the skin the edge pixel is compared with lies. */
const INSIDE = 4;
/** RGB distance by which a blend must differ from the inner skin. */
const APART = 20;
/** How near (a share of its distance from the inner skin) a blend lies to the line from that skin to the garment's colour. */
const ON_LINE = 0.25;
/** How many pixels deep from the edge a blend can reach. */
const DEPTH = 2;

/** The pixels at the edge of `skin` (a 0/255 mask within the skin model's) that blend skin with the clothes beside it (0/255, borrowed). */
export function blendedEdge(skin: Uint8Array, photo: Uint8Array, m: PersonMasks, w: number, h: number): Uint8Array {
  const clothes = (j: number) => m.body[j] && !m.skin[j] && !m.head[j];
  /**
   * Whether pixel q's colour lies on the way from skin pixel s's to clothes pixel c's (a mix of the
   * two): part of the way along that line, and near it. A shaded edge is darker, not on that line.
   */
  const between = (q: number, s: number, c: number) => {
    let along = 0;
    let span = 0;
    let off = 0;
    for (let k = 0; k < 3; k++) {
      const d = photo[c * 3 + k]! - photo[s * 3 + k]!;
      along += (photo[q * 3 + k]! - photo[s * 3 + k]!) * d;
      span += d * d;
    }
    if (!span) return false;
    const t = along / span;
    for (let k = 0; k < 3; k++) {
      const e = photo[q * 3 + k]! - (photo[s * 3 + k]! + t * (photo[c * 3 + k]! - photo[s * 3 + k]!));
      off += e * e;
    }
    const fromSkin = Math.sqrt(t * t * span + off);
    return t > 0 && t < 1 && fromSkin > APART && Math.sqrt(off) < ON_LINE * fromSkin;
  };
  const drop = borrowBytes(w * h);
  for (let y = INSIDE; y < h - INSIDE; y++)
    for (let x = INSIDE; x < w - INSIDE; x++) {
      const i = y * w + x;
      if (!skin[i]) continue;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        // The clothes pixel beside it; the skin runs on away from it.
        const c = i - dy * w - dx;
        if (!clothes(c)) continue;
        const inner = i + INSIDE * (dy * w + dx);
        if (!m.skin[inner]) continue;
        for (let d = 0; d < DEPTH; d++) {
          const q = i + d * (dy * w + dx);
          if (between(q, inner, c)) drop[q] = 255;
        }
      }
    }
  return drop;
}
