// Renders the garment's pieces onto the photo's frame. Each output pixel is projected onto the
// piece's body path (arc length s, signed offset u) and looked up in the garment photo along the
// piece's axis, so a sleeve bends at the elbow and the print keeps its shape apart from the fit.
// Pieces are layered in order (body panel, then sleeves/legs over it; a sleeve goes under the panel
// above its armpit, a short one everywhere), each hidden where `hidden` says something of the person
// is in front of it.
import { acrossIndex, forward, type Piece } from './fit.ts';
import { draped } from './drape.ts';
import { PANEL, type LabelBox } from './pieces.ts';
import { borrowFloats } from './scratch.ts';
import type { Point } from './types.ts';

export interface GarmentLayer {
  /** Colours (decontaminated at the edge) and soft coverage 0..1 of the garment photo. */
  rgb: Uint8Array;
  alpha: Float32Array;
  labels: Uint8Array;
  /** Bounding box of each label (pieces.ts labelBoxes). */
  boxes: Map<number, LabelBox>;
  width: number;
  height: number;
}

export interface Warped {
  /** Premultiplied garment colour per output pixel. */
  rgb: Float32Array;
  /** Garment coverage 0..1 per output pixel. */
  alpha: Float32Array;
}

/** The box of the pixels with any coverage (x1 < 0 where there are none). */
export function laidBox(alpha: Float32Array, w: number, h: number): { x0: number; y0: number; x1: number; y1: number } {
  let [x0, y0, x1, y1] = [w, h, -1, -1];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (alpha[y * w + x]! > 0) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
  return { x0, y0, x1, y1 };
}

/** Coverage from which a pixel counts as the garment's (the gap closers: seams.ts, shoulder-tops.ts, sleeve-sides.ts; arms-in-sleeves.ts). */
export const COVERED = 0.5;

/**
 * Caps each value at one more than its neighbours' (in place, both ways): a run of pixels laid over a
 * gap tapers off a pixel a step where it ends instead of standing as a block. `outside` is what lies
 * before the first and after the last (Infinity: nothing caps them).
 */
export function limitSteps(values: Float64Array, outside: number): void {
  const n = values.length;
  for (let k = 0; k < n; k++) values[k] = Math.min(values[k]!, (k ? values[k - 1]! : outside) + 1);
  for (let k = n - 1; k >= 0; k--) values[k] = Math.min(values[k]!, (k < n - 1 ? values[k + 1]! : outside) + 1);
}

/**
 * Rows y0..y1 of a gap closer: `measure(y)` gives where the garment's edge is on the row and how many
 * pixels past it to lay (undefined: none); the counts are capped by limitSteps (none before y0 or
 * after y1), then `lay(y, edge, n)` for each row left with some.
 */
export function layTapered(y0: number, y1: number, measure: (y: number) => readonly [number, number] | undefined, lay: (y: number, edge: number, n: number) => void): void {
  if (y1 < y0) return;
  const edges = new Int32Array(y1 - y0 + 1);
  const laid = new Float64Array(y1 - y0 + 1);
  for (let y = y0; y <= y1; y++) {
    const m = measure(y);
    if (m) [edges[y - y0], laid[y - y0]] = m;
  }
  limitSteps(laid, 0);
  for (let k = 0; k < laid.length; k++) if (laid[k]) lay(y0 + k, edges[k]!, laid[k]!);
}

/** How many times the widest strip a gap closer lays past a garment's side its stretch reaches in from the side (stretchSide). */
export const STRETCH = 2;

/**
 * Output pixel `to` takes the garment between covered pixels `from` and `next`, `t` of the way to
 * `next`, whole: a stretched edge sampled between pixels (rounded to one, the rows of a print's
 * vertical lines stood as saw teeth).
 */
function takeBetween(warped: Warped, from: number, next: number, t: number, to: number): void {
  const [a, b] = [warped.alpha[from]!, warped.alpha[next]!];
  for (let c = 0; c < 3; c++) warped.rgb[to * 3 + c] = ((1 - t) * warped.rgb[from * 3 + c]!) / a + (t * warped.rgb[next * 3 + c]!) / b;
  warped.alpha[to] = 1;
}

/** Output pixel `to` takes the garment of pixel `from` (covered), whole: a gap closed with the garment beside it. */
export function takeGarment(warped: Warped, from: number, to: number): void {
  takeBetween(warped, from, from, 0, to);
}

/**
 * Row `y`'s garment edge at column x (covered) laid `strip` pixels farther out (`out`: +1 image-right,
 * -1 image-left): the `reach` covered pixels inside the edge (fewer where the garment is narrower)
 * are stretched over themselves and the strip, so the edge's seam and blended pixels move out to the
 * new edge (mirrored about the edge, a seam near it stood doubled as a line down the garment where
 * the edge was). The caller gives every row of an edge the same reach: a reach in step with each
 * row's strip stretched neighbouring rows from different columns, and a print's vertical lines came
 * out as horizontal streaks (05997's side under the pleated 02305).
 */
export function stretchSide(warped: Warped, y: number, x: number, out: number, strip: number, w: number, reach: number): void {
  const row = y * w;
  const inside = (k: number) => x - out * k;
  let span = 0;
  while (span < reach && inside(span + 1) >= 0 && inside(span + 1) < w && warped.alpha[row + inside(span + 1)]! >= COVERED) span++;
  // (Outermost first: no pixel is read after it is written.)
  for (let q = 0; q <= span + strip; q++) {
    const f = (q * span) / (span + strip);
    const k = Math.floor(f);
    takeBetween(warped, row + inside(k), row + inside(Math.min(span, k + 1)), f - k, row + x + out * (strip - q));
  }
}

interface Segment {
  a: Point;
  dir: Point;
  len: number;
  start: number;
}

function segments(path: Point[]): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    out.push({ a, dir: { x: (b.x - a.x) / len, y: (b.y - a.y) / len }, len, start });
    start += len;
  }
  return out;
}

type Box = LabelBox;

/**
 * The arrays of the result are borrowed (scratch.ts): the caller may give them back when done.
 * `body`: the person's mask; a sleeve's pixels taken from elsewhere of it (its cap and first rows
 * mirrored, Piece capMirror) are drawn only on it (within the margin past the outline that the hidden
 * masks leave, the round cap stood out square).
 */
export function renderPieces(pieces: Piece[], g: GarmentLayer, w: number, h: number, hidden: (Uint8Array | undefined)[], body?: Uint8Array): Warped {
  const rgb = borrowFloats(w * h * 3);
  const alpha = borrowFloats(w * h);
  // (A loop, not forEach with a closure made per call: renderPiece stays optimized from one generation to the next.)
  for (let k = 0; k < pieces.length; k++) {
    const piece = pieces[k]!;
    const gb = g.boxes.get(piece.label);
    if (gb) renderPiece(piece, g, outputBox(piece, gb, w, h), hidden[k], w, rgb, alpha, body);
  }
  return { rgb, alpha };
}

/** Layers one piece over `rgb` and `alpha` within `box` (a function of its own: its loop runs per pixel and is kept free of allocation). */
function renderPiece(piece: Piece, g: GarmentLayer, box: Box, hide: Uint8Array | undefined, w: number, rgb: Float32Array, alpha: Float32Array, body?: Uint8Array): void {
  // The path's segments as numbers: start point, unit direction, length, arc length at the start.
  const segs = segments(piece.path);
  const ns = segs.length;
  const seg = new Float64Array(ns * 6);
  segs.forEach((sg, i) => seg.set([sg.a.x, sg.a.y, sg.dir.x, sg.dir.y, sg.len, sg.start], i * 6));
  const { minS, capU, capSqueeze, capMirror, along, across, label, legs, drape, under, shift } = piece;
  const [g0x, g0y, gdx, gdy] = [piece.g0.x, piece.g0.y, piece.gDir.x, piece.gDir.y];
  const [nx, ny] = [-piece.gDir.y, piece.gDir.x];
  const { width: gw, height: gh } = g;
  // How far along the axis (garment pixels) a sleeve's first rows are drawn mirrored, and its own pixels looked for: twice the cap's room.
  const capReach = (-2 * (minS ?? 0)) / along;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const o = y * w + x;
      if (hide?.[o]) continue;
      // Nearest point on the path; the first and last segments extend beyond their ends.
      let best = Infinity;
      let s = 0;
      let u = 0;
      for (let i = 0; i < ns; i++) {
        const q = i * 6;
        const dx = seg[q + 2]!;
        const dy = seg[q + 3]!;
        const len = seg[q + 4]!;
        const qx = x - seg[q]!;
        const qy = y - seg[q + 1]!;
        let t = qx * dx + qy * dy;
        if (i > 0 && t < 0) t = 0;
        if (i < ns - 1 && t > len) t = len;
        const rx = qx - t * dx;
        const ry = qy - t * dy;
        const d2 = rx * rx + ry * ry;
        if (d2 < best) {
          best = d2;
          s = seg[q + 5]! + t;
          // Signed like fit.ts forward(): positive along the path's left-hand normal (-dy, dx).
          u = -rx * dy + ry * dx >= 0 ? Math.sqrt(d2) : -Math.sqrt(d2);
        }
      }
      if (drape) s = draped(drape, s, u);
      if (minS !== undefined && s < minS) continue;
      // A sleeve's cap is round, not cut square across the arm.
      if (s < 0 && capU && minS && (s / minS) ** 2 + (u / capU) ** 2 > 1) continue;
      const ga = s < 0 && capSqueeze ? (s * capSqueeze) / along : s / along;
      // As fit.ts acrossAt(piece, s).
      const k = acrossIndex(piece, s);
      const acr = across[k] ?? 1;
      // A panel's row moved onto the silhouette's middle (fit.ts centreShift).
      if (shift) u -= shift[k] ?? 0;
      if (legs && s > legs.from) {
        // Trousers below the crotch: each leg moved across on its own (fit.ts legShift); where both
        // reach (legs drawn together) the one whose garment pixel is there.
        const plus = u - (legs.plus[k] ?? 0);
        const minus = u - (legs.minus[k] ?? 0);
        const px = Math.round(g0x + gdx * ga + nx * (plus / acr));
        const py = Math.round(g0y + gdy * ga + ny * (plus / acr));
        if (plus > 0 && px >= 0 && px < gw && py >= 0 && py < gh && g.labels[py * gw + px] === label) u = plus;
        else if (minus < 0) u = minus;
        else continue;
      }
      const gu = u / acr;
      let fx = g0x + gdx * ga + nx * gu;
      let fy = g0y + gdy * ga + ny * gu;
      if (!isLabel(g, fx, fy, label)) {
        // A round cap, and the sleeve's first rows on the panel's side of its slanted seam: the
        // sleeve's own pixels mirrored about where they begin in this column (fit.ts capMirror; taken
        // from one row there, the print stood in streaks along the arm).
        if (!capMirror || (body && !body[o])) continue;
        const at = s < 0 ? s / along : isLabel(g, fx, fy, PANEL) && ga < capReach ? ga : NaN;
        const seam = Number.isNaN(at) ? NaN : firstOwn(g, label, capReach, g0x + nx * gu, g0y + ny * gu, gdx, gdy);
        if (Number.isNaN(seam)) continue;
        const m = 2 * seam - at + SEAM_IN;
        fx = g0x + gdx * m + nx * gu;
        fy = g0y + gdy * m + ny * gu;
        if (!isLabel(g, fx, fy, label)) continue;
      }
      const x0 = fx | 0;
      const y0 = fy | 0;
      const x1 = Math.min(gw - 1, x0 + 1);
      const y1 = Math.min(gh - 1, y0 + 1);
      const ax = fx - x0;
      const ay = fy - y0;
      const w00 = (1 - ax) * (1 - ay);
      const w10 = ax * (1 - ay);
      const w01 = (1 - ax) * ay;
      const w11 = ax * ay;
      const i00 = y0 * gw + x0;
      const i10 = y0 * gw + x1;
      const i01 = y1 * gw + x0;
      const i11 = y1 * gw + x1;
      // Premultiplied sampling: a pixel outside the cut-out (alpha 0) lends none of its colour (the
      // garment photo's background) to its neighbours.
      const a00 = (g.alpha[i00] ?? 0) * w00;
      const a10 = (g.alpha[i10] ?? 0) * w10;
      const a01 = (g.alpha[i01] ?? 0) * w01;
      const a11 = (g.alpha[i11] ?? 0) * w11;
      const a = a00 + a10 + a01 + a11;
      if (a <= 0.003) continue;
      // Over what is already laid there, or under it (a sleeve above the armpit, under the panel),
      // the one turning into the other over `fade` rows.
      const laid = alpha[o] ?? 0;
      const t = under ? Math.min(1, Math.max(0, (under.above - y) / under.fade)) : 0;
      const mine = 1 - t * laid;
      const keep = 1 - (1 - t) * a;
      alpha[o] = a * mine + laid * keep;
      for (let c = 0; c < 3; c++) {
        const col = (g.rgb[i00 * 3 + c] ?? 0) * a00 + (g.rgb[i10 * 3 + c] ?? 0) * a10 + (g.rgb[i01 * 3 + c] ?? 0) * a01 + (g.rgb[i11 * 3 + c] ?? 0) * a11;
        rgb[o * 3 + c] = col * mine + (rgb[o * 3 + c] ?? 0) * keep;
      }
    }
}

/**
 * Where the piece's own pixels begin along its axis (garment pixels from its start, within `reach`),
 * on the line through (x0, y0) with direction (dx, dy); NaN: not within reach.
 */
function firstOwn(g: GarmentLayer, label: number, reach: number, x0: number, y0: number, dx: number, dy: number): number {
  for (let m = 0; m <= reach; m++) if (isLabel(g, x0 + dx * m, y0 + dy * m, label)) return m;
  return NaN;
}

/** How far past the seam (garment pixels) a sleeve's cap is mirrored about (its edge is blended with the panel). */
const SEAM_IN = 3;

/** Whether garment point (x, y) lies in the frame and its nearest pixel is labelled `label`. */
function isLabel(g: GarmentLayer, x: number, y: number, label: number): boolean {
  return x >= 0 && y >= 0 && x <= g.width - 1 && y <= g.height - 1 && g.labels[Math.round(y) * g.width + Math.round(x)] === label;
}

/** Output pixels a piece can reach: its garment box mapped through the piece on a 6x6 grid. */
function outputBox(piece: Piece, gb: { x0: number; y0: number; x1: number; y1: number }, w: number, h: number) {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let j = 0; j <= 5; j++)
    for (let i = 0; i <= 5; i++) {
      const p = forward(piece, { x: gb.x0 + ((gb.x1 - gb.x0) * i) / 5, y: gb.y0 + ((gb.y1 - gb.y0) * j) / 5 });
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  const m = 0.06 * Math.max(x1 - x0, y1 - y0) + 8;
  return {
    x0: Math.max(0, Math.floor(x0 - m)),
    y0: Math.max(0, Math.floor(y0 - m)),
    x1: Math.min(w - 1, Math.ceil(x1 + m)),
    y1: Math.min(h - 1, Math.ceil(y1 + m)),
  };
}
