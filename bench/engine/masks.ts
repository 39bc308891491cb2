// Binary masks (one byte per pixel, 0 or 1) for the engine checks: morphology, borders, flood fill.
import { deltaTo, pixelDelta, type Lab } from './colour.ts';

export type Mask = Uint8Array;

/** Bounding box of the on pixels, grown by r and clipped to the image (undefined when empty). */
function onBox(mask: Mask, w: number, h: number, r: number): [number, number, number, number] | undefined {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0, i = y * w; x < w; x++, i++)
      if (mask[i]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        y1 = y;
      }
  return x1 < 0 ? undefined : [Math.max(0, x0 - r), Math.max(0, y0 - r), Math.min(w - 1, x1 + r), Math.min(h - 1, y1 + r)];
}

/**
 * Count of on pixels within a square of radius r around each pixel (separable running sums), only
 * inside the mask's bounding box grown by r (zero elsewhere).
 */
function squareSums(mask: Mask, w: number, h: number, r: number): Int32Array {
  const out = new Int32Array(w * h);
  const box = onBox(mask, w, h, r);
  if (!box) return out;
  const [bx0, by0, bx1, by1] = box;
  const rows = new Int32Array(w * h);
  for (let y = by0; y <= by1; y++) {
    let s = 0;
    for (let x = bx0 - r; x <= bx1; x++) {
      if (x + r <= bx1) s += mask[y * w + x + r]!;
      if (x - r - 1 >= bx0) s -= mask[y * w + x - r - 1]!;
      if (x >= bx0) rows[y * w + x] = s;
    }
  }
  for (let x = bx0; x <= bx1; x++) {
    let s = 0;
    for (let y = by0 - r; y <= by1; y++) {
      if (y + r <= by1) s += rows[(y + r) * w + x]!;
      if (y - r - 1 >= by0) s -= rows[(y - r - 1) * w + x]!;
      if (y >= by0) out[y * w + x] = s;
    }
  }
  return out;
}

export function dilate(mask: Mask, w: number, h: number, r: number): Mask {
  if (r <= 0) return mask.slice();
  const s = squareSums(mask, w, h, r);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = s[i]! > 0 ? 1 : 0;
  return out;
}

/** Erosion; pixels near the image edge count the outside as off. */
export function erode(mask: Mask, w: number, h: number, r: number): Mask {
  if (r <= 0) return mask.slice();
  const s = squareSums(mask, w, h, r);
  const full = (2 * r + 1) ** 2;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < out.length; i++) out[i] = s[i] === full ? 1 : 0;
  return out;
}

/** On pixels with a 4-neighbour off (the image frame itself is not a border). */
export function border(mask: Mask, w: number, h: number): Mask {
  const out = new Uint8Array(w * h);
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (mask[i] && (!mask[i - 1] || !mask[i + 1] || !mask[i - w] || !mask[i + w])) out[i] = 1;
    }
  return out;
}

/**
 * The mask with its holes of at most `maxArea` pixels set (a hole: 4-connected unset pixels that do
 * not touch the image border).
 */
export function fillSmallHoles(mask: Mask, w: number, h: number, maxArea: number): Mask {
  const out = Uint8Array.from(mask);
  const seen = new Uint8Array(w * h);
  const stack: number[] = [];
  const part: number[] = [];
  for (let s = 0; s < w * h; s++) {
    if (mask[s] || seen[s]) continue;
    seen[s] = 1;
    stack.push(s);
    part.length = 0;
    let open = false;
    while (stack.length) {
      const i = stack.pop()!;
      part.push(i);
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) open = true;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1])
        if (j >= 0 && !mask[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
    }
    if (!open && part.length <= maxArea) for (const i of part) out[i] = 1;
  }
  return out;
}

export function count(mask: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) n++;
  return n;
}

export function indices(mask: Mask): Int32Array {
  const out = new Int32Array(count(mask));
  let j = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) out[j++] = i;
  return out;
}

/** Pixels connected to the image border whose colour is within `tol` (ΔE76) of `ref`. */
export function floodFromBorder(lab: Float32Array, w: number, h: number, ref: Lab, tol: number): Mask {
  const out = new Uint8Array(w * h);
  const stack: number[] = [];
  const near = (i: number) => deltaTo(lab, i, ref) < tol;
  const push = (i: number) => {
    if (!out[i] && near(i)) {
      out[i] = 1;
      stack.push(i);
    }
  };
  for (let x = 0; x < w; x++) {
    push(x);
    push((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    push(y * w);
    push(y * w + w - 1);
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % w;
    if (x > 0) push(i - 1);
    if (x < w - 1) push(i + 1);
    if (i >= w) push(i - w);
    if (i < w * (h - 1)) push(i + w);
  }
  return out;
}

/** Pixels of the outer frame of the image, `t` pixels thick. */
export function frameIndices(w: number, h: number, t: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (x < t || y < t || x >= w - t || y >= h - t) out.push(y * w + x);
  return out;
}

/** Sets the pixels of an axis-aligned box (clipped to the image). */
export function fillBox(mask: Mask, w: number, h: number, [x0, y0, x1, y1]: readonly [number, number, number, number]): void {
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(h, Math.round(y1)); y++)
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(w, Math.round(x1)); x++) mask[y * w + x] = 1;
}

/** Indices of the pixels of an axis-aligned box (clipped to the image). */
export function boxIndices(w: number, h: number, box: readonly [number, number, number, number]): Int32Array {
  const m = new Uint8Array(w * h);
  fillBox(m, w, h, box);
  return indices(m);
}

export function fillDisc(mask: Mask, w: number, h: number, cx: number, cy: number, r: number): void {
  for (let y = Math.max(0, Math.floor(cy - r)); y <= Math.min(h - 1, Math.ceil(cy + r)); y++)
    for (let x = Math.max(0, Math.floor(cx - r)); x <= Math.min(w - 1, Math.ceil(cx + r)); x++)
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) mask[y * w + x] = 1;
}

/** Sets the pixels within r of the segment (ax, ay)-(bx, by). */
export function fillCapsule(mask: Mask, w: number, h: number, [ax, ay]: readonly [number, number], [bx, by]: readonly [number, number], r: number): void {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = Math.max(0, Math.floor(Math.min(ay, by) - r)); y <= Math.min(h - 1, Math.ceil(Math.max(ay, by) + r)); y++)
    for (let x = Math.max(0, Math.floor(Math.min(ax, bx) - r)); x <= Math.min(w - 1, Math.ceil(Math.max(ax, bx) + r)); x++) {
      const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
      if ((x - ax - t * dx) ** 2 + (y - ay - t * dy) ** 2 <= r * r) mask[y * w + x] = 1;
    }
}

/**
 * Pixels reached from the seeds through 4-neighbour steps of less than `step` (ΔE76) while staying
 * within `drift` of the seed they came from, never entering `wall`: a smooth region such as a
 * backdrop that darkens gradually, which stops at an object's edge.
 */
export function floodSmooth(lab: Float32Array, w: number, h: number, seeds: Mask, step: number, drift: number, wall: Mask): Mask {
  const out = new Uint8Array(w * h);
  const from = new Int32Array(w * h);
  const queue = new Int32Array(w * h);
  let tail = 0;
  for (let i = 0; i < seeds.length; i++)
    if (seeds[i]) {
      out[i] = 1;
      from[i] = i;
      queue[tail++] = i;
    }
  for (let head = 0; head < tail; head++) {
    const i = queue[head]!;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      if (j < 0 || j >= w * h || out[j] || wall[j] || pixelDelta(lab, i, lab, j) >= step || pixelDelta(lab, j, lab, from[i]!) >= drift) continue;
      out[j] = 1;
      from[j] = from[i]!;
      queue[tail++] = j;
    }
  }
  return out;
}
