// The old skirt's or dress's flare past the person's outline. The body mask is the segmentation's,
// 256 px across the photo: an A-line dress's flare, pale on a pale backdrop, lies up to 15 px outside
// it at the sides and its hem as far below it where it swings out, and under new trousers it stood
// as a strip of the old dress beside them (model_9's white dress). Here the old garment at the
// outline goes on outwards (sideways, and down from its lower edge) while the photo has its colour
// there rather than the backdrop's.
import { maskBox, median, nearestColour, rgbDistance } from './image.ts';

/** Farthest (shoulder widths) past the body mask the old garment is taken. */
const REACH = 0.08;
/** Pixels of the garment (inside the outline) and of the backdrop (past REACH) whose mean colours are compared. */
const SAMPLE = 5;
/** Least RGB distance between garment and backdrop colours for an outline pixel to be read: closer, a pixel's nearer one is noise. */
const APART = 12;
/** Lines (rows for a side, columns for the hem) each side over which an outline pixel's colours are the median (more than half of them read). */
const COLOURS = 6;
/** Lines each side over which an outline pixel's reach is the median. */
const SMOOTH = 3;

/** Pixels past the outline that are its blended edge, not looked at to tell a flare is there. */
const EDGE = 2;

/** The directions walked: leftwards, rightwards, downwards (x, y steps). */
const DIRECTIONS = [[-1, 0], [1, 0], [0, 1]] as const;

/**
 * Adds to `region` (0/255, the old garment replaced) from row `from` down the pixels outside
 * `body` (and `feet`, kept for the shoes) that go on from its pixels at the outline, leftwards,
 * rightwards or downwards, up to the farthest within REACH that is nearer the garment's colour just
 * inside (SAMPLE px) than the backdrop's just past REACH (a fold's shadow lies inside a flare's
 * bright edge), both colours the per-channel median of those read on COLOURS lines each side; an
 * outline pixel whose backdrop sample is not clear of the body (another limb) or off the photo, whose
 * two colours are not APART, or past which only the backdrop's colour lies beyond its blended EDGE,
 * is not walked from. Each outline pixel's reach is the median over SMOOTH lines each side of the
 * reach of the outline pixel nearest it there (none: 0).
 */
export function addOldFlare(photo: Uint8Array, body: Uint8Array, region: Uint8Array, feet: Uint8Array, from: number, w: number, sw: number): void {
  const h = body.length / w;
  const reach = Math.max(1, Math.round(REACH * sw));
  const inPhoto = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h;
  const outside = (x: number, y: number) => inPhoto(x, y) && !body[y * w + x] && !feet[y * w + x];
  // The old garment's box on these rows: nothing else is walked from (none: an empty box).
  const box = maskBox(region.subarray(from * w, h * w), w, Math.max(0, h - from));
  const [x0, x1, y0, y1] = [box.x, box.x + box.width - 1, from + box.y, from + box.y + box.height - 1];
  /** Per channel, the colours `steady` takes the median of. */
  const seen = [0, 1, 2].map(() => new Float64Array(2 * COLOURS + 1));
  for (const [dx, dy] of DIRECTIONS) {
    // Per line across the direction (a row for a side, a column for the hem): each outline pixel's
    // place along the direction, the mean colours of the garment inside it and of the backdrop past
    // REACH (where read), then how far the garment goes past it.
    const lines = new Map<number, Outline[]>();
    const off = dy * w + dx;
    for (let y = y0; y <= Math.min(y1, h - 1 - dy); y++)
      for (let x = Math.max(x0, -dx); x <= Math.min(x1, w - 1 - dx); x++) {
        const i = y * w + x;
        if (!region[i] || feet[i] || body[i + off] || feet[i + off] || region[i + off]) continue;
        const garment = mean(photo, w, h, x, y, -dx, -dy, region, true);
        const backdrop = mean(photo, w, h, x + dx * (reach + 2), y + dy * (reach + 2), dx, dy, body, false);
        const [line, at] = dy ? [x, y] : [y, x];
        if (!lines.has(line)) lines.set(line, []);
        // Only the backdrop's colour within reach past the outline's blended edge (as past nearly all
        // of it): no flare there (the edge itself the old garment's rim takes, layers.ts growRim),
        // and its walk is not made.
        let clear = !!backdrop;
        const only = [backdrop!];
        for (let t = EDGE + 1; clear && t <= reach && outside(x + dx * t, y + dy * t); t++) clear = nearestColour(photo, (y + dy * t) * w + x + dx * t, only) <= APART / 2;
        lines.get(line)!.push({ at, garment, backdrop, k: 0, clear });
      }
    /** The outline pixel nearest `at` on `line` (within REACH), if any. */
    const nearest = (line: number, at: number): Outline | undefined => {
      let best: Outline | undefined;
      for (const e of lines.get(line) ?? []) if (Math.abs(e.at - at) <= reach && (!best || Math.abs(e.at - at) < Math.abs(best.at - at))) best = e;
      return best;
    };
    /** The per-channel median of a colour over the COLOURS lines each side (a fold's shadow inside the outline on a few of them). */
    const steady = (line: number, at: number, of: 'garment' | 'backdrop') => {
      let n = 0;
      for (let q = line - COLOURS; q <= line + COLOURS; q++) {
        const c = nearest(q, at)?.[of];
        if (!c) continue;
        for (let ch = 0; ch < 3; ch++) seen[ch]![n] = c[ch]!;
        n++;
      }
      return n > COLOURS ? seen.map((v) => v.subarray(0, n).sort()[n >> 1]!) : undefined;
    };
    for (const [line, outline] of lines)
      for (const o of outline) {
        if (o.clear) continue;
        const [garment, backdrop] = [steady(line, o.at, 'garment'), steady(line, o.at, 'backdrop')];
        if (!garment || !backdrop || rgbDistance(garment, backdrop) < APART) continue;
        const [x, y] = dy ? [line, o.at] : [o.at, line];
        const [nearGarment, nearBackdrop] = [[garment], [backdrop]];
        for (let t = 1; t <= reach && outside(x + dx * t, y + dy * t); t++) {
          const j = (y + dy * t) * w + x + dx * t;
          if (nearestColour(photo, j, nearGarment) < nearestColour(photo, j, nearBackdrop)) o.k = t;
        }
      }
    // (Where no outline pixel on the lines about it goes past, the median is 0.)
    const past = new Set<number>();
    for (const [line, outline] of lines) if (outline.some((o) => o.k > 0)) past.add(line);
    for (const [line, outline] of lines)
      for (const { at } of outline) {
        let any = false;
        for (let q = line - SMOOTH; q <= line + SMOOTH && !any; q++) any = past.has(q);
        if (!any) continue;
        const near: number[] = [];
        for (let q = line - SMOOTH; q <= line + SMOOTH; q++) near.push(nearest(q, at)?.k ?? 0);
        const k = Math.round(median(near));
        const [x, y] = dy ? [line, at] : [at, line];
        for (let t = 1; t <= k && outside(x + dx * t, y + dy * t); t++) region[(y + dy * t) * w + x + dx * t] = 255;
      }
  }
}

/**
 * The mean colour of SAMPLE pixels of the photo from (x, y) on by (dx, dy), each inside the photo and
 * set (`set`) or not set in `mask`; else undefined. (A module function: made per call, with a closure
 * per outline pixel for the test, it was compiled again every generation.)
 */
function mean(photo: Uint8Array, w: number, h: number, x: number, y: number, dx: number, dy: number, mask: Uint8Array, set: boolean): number[] | undefined {
  const sum = [0, 0, 0];
  for (let k = 0; k < SAMPLE; k++) {
    const [xx, yy] = [x + dx * k, y + dy * k];
    if (!(xx >= 0 && yy >= 0 && xx < w && yy < h) || (mask[yy * w + xx] !== 0) !== set) return undefined;
    for (let c = 0; c < 3; c++) sum[c]! += photo[(yy * w + xx) * 3 + c]!;
  }
  return sum.map((v) => v / SAMPLE);
}

interface Outline {
  at: number;
  garment: number[] | undefined;
  backdrop: number[] | undefined;
  k: number;
  /** Nothing but the backdrop's colour within reach past it. */
  clear: boolean;
}
