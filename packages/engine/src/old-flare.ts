// The old skirt's or dress's flare past the person's outline. The body mask is the segmentation's,
// 256 px across the photo: an A-line dress's flare, pale on a pale backdrop, lies up to 15 px outside
// it at the sides and its hem as far below it where it swings out, and under new trousers it stood
// as a strip of the old dress beside them (model_9's white dress). Here the old garment at the
// outline goes on outwards (sideways, and down from its lower edge) while the photo has its colour
// there rather than the backdrop's.
import { median } from './image.ts';

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

/** The directions walked: leftwards, rightwards, downwards (x, y steps). */
const DIRECTIONS = [[-1, 0], [1, 0], [0, 1]] as const;

/**
 * Adds to `region` (0/255, the old garment replaced) on rows `from` to `to` the pixels outside
 * `body` (and `feet`, kept for the shoes) that go on from its pixels at the outline, leftwards,
 * rightwards or downwards, up to the farthest within REACH that is nearer the garment's colour just
 * inside (SAMPLE px) than the backdrop's just past REACH (a fold's shadow lies inside a flare's
 * bright edge); an outline pixel whose backdrop sample is not clear of the body (another limb) or off
 * the photo, or whose two colours are not APART, is not read. Each outline pixel's reach is the
 * median over SMOOTH lines each side of the reach of the outline pixel nearest it there (none: 0).
 */
export function addOldFlare(photo: Uint8Array, body: Uint8Array, region: Uint8Array, feet: Uint8Array, from: number, to: number, w: number, sw: number): void {
  const h = Math.min(to, body.length / w);
  const reach = Math.max(1, Math.round(REACH * sw));
  const inPhoto = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h;
  const mean = (x: number, y: number, dx: number, dy: number, ok: (i: number) => unknown) => {
    const sum = [0, 0, 0];
    for (let k = 0; k < SAMPLE; k++) {
      const [xx, yy] = [x + dx * k, y + dy * k];
      if (!inPhoto(xx, yy) || !ok(yy * w + xx)) return undefined;
      for (let c = 0; c < 3; c++) sum[c]! += photo[(yy * w + xx) * 3 + c]!;
    }
    return sum.map((v) => v / SAMPLE);
  };
  const d2 = (i: number, c: number[]) => (photo[i * 3]! - c[0]!) ** 2 + (photo[i * 3 + 1]! - c[1]!) ** 2 + (photo[i * 3 + 2]! - c[2]!) ** 2;
  const outside = (x: number, y: number) => inPhoto(x, y) && !body[y * w + x] && !feet[y * w + x];
  for (const [dx, dy] of DIRECTIONS) {
    // Per line across the direction (a row for a side, a column for the hem): each outline pixel's
    // place along the direction, the mean colours of the garment inside it and of the backdrop past
    // REACH (where read), then how far the garment goes past it.
    const lines = new Map<number, Outline[]>();
    for (let y = from; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (!region[i] || feet[i] || !outside(x + dx, y + dy) || region[(y + dy) * w + x + dx]) continue;
        const garment = mean(x, y, -dx, -dy, (j) => region[j]);
        const backdrop = mean(x + dx * (reach + 2), y + dy * (reach + 2), dx, dy, (j) => !body[j]);
        const [line, at] = dy ? [x, y] : [y, x];
        if (!lines.has(line)) lines.set(line, []);
        lines.get(line)!.push({ at, garment, backdrop, k: 0 });
      }
    /** The outline pixel nearest `at` on `line` (within REACH), if any. */
    const nearest = (line: number, at: number) =>
      (lines.get(line) ?? []).reduce<Outline | undefined>((b, e) => (Math.abs(e.at - at) <= reach && (!b || Math.abs(e.at - at) < Math.abs(b.at - at)) ? e : b), undefined);
    /** The per-channel median of a colour over the COLOURS lines each side (a fold's shadow inside the outline on a few of them). */
    const steady = (line: number, at: number, of: 'garment' | 'backdrop') => {
      const seen: number[][] = [];
      for (let q = line - COLOURS; q <= line + COLOURS; q++) {
        const c = nearest(q, at)?.[of];
        if (c) seen.push(c);
      }
      return seen.length > COLOURS ? [0, 1, 2].map((c) => median(seen.map((v) => v[c]!))) : undefined;
    };
    for (const [line, outline] of lines)
      for (const o of outline) {
        const [garment, backdrop] = [steady(line, o.at, 'garment'), steady(line, o.at, 'backdrop')];
        if (!garment || !backdrop || Math.hypot(garment[0]! - backdrop[0]!, garment[1]! - backdrop[1]!, garment[2]! - backdrop[2]!) < APART) continue;
        const [x, y] = dy ? [line, o.at] : [o.at, line];
        for (let t = 1; t <= reach && outside(x + dx * t, y + dy * t); t++) if (d2((y + dy * t) * w + x + dx * t, garment) < d2((y + dy * t) * w + x + dx * t, backdrop)) o.k = t;
      }
    for (const [line, outline] of lines)
      for (const { at } of outline) {
        const near: number[] = [];
        for (let q = line - SMOOTH; q <= line + SMOOTH; q++) near.push(nearest(q, at)?.k ?? 0);
        const k = Math.round(median(near));
        const [x, y] = dy ? [line, at] : [at, line];
        for (let t = 1; t <= k && outside(x + dx * t, y + dy * t); t++) region[(y + dy * t) * w + x + dx * t] = 255;
      }
  }
}

interface Outline {
  at: number;
  garment: number[] | undefined;
  backdrop: number[] | undefined;
  k: number;
}
