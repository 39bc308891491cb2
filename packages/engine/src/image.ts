// Raw image helpers: decoding with sharp and small typed-array operations on masks.
import sharp from 'sharp';
import { borrowBytes, borrowFloats, borrowInts, giveBack } from './scratch.ts';
import { EngineRefusal } from './types.ts';

export interface RgbImage {
  width: number;
  height: number;
  /** Interleaved RGB, 3 bytes per pixel. */
  data: Uint8Array;
}

/** Luma (BT.601, 0..255) of pixel i of interleaved RGB. */
export const luma = (rgb: ArrayLike<number>, i: number): number => 0.299 * rgb[i * 3]! + 0.587 * rgb[i * 3 + 1]! + 0.114 * rgb[i * 3 + 2]!;

/** Decodes any sharp-supported image to sRGB, EXIF-rotated, alpha flattened on white. */
export async function decodeRgb(image: Buffer): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(image)
      .rotate()
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
  } catch (e) {
    throw new EngineRefusal('invalid_image', `The file is not a readable image (${(e as Error).message}).`);
  }
}

/**
 * Separable box blur of a single-channel map; `r` is the radius in pixels (edges clamp). `out` (may
 * be `src` itself) and `tmp` (not `src`) are optional work buffers of w * h, for callers that blur many maps.
 */
export function boxBlur(src: ArrayLike<number>, w: number, h: number, r: number, out: Float32Array = new Float32Array(w * h), tmp: Float32Array = new Float32Array(w * h)): Float32Array {
  if (r < 1) {
    for (let i = 0; i < w * h; i++) out[i] = src[i] ?? 0;
    return out;
  }
  const norm = 1 / (2 * r + 1);
  // Running sums; indices outside the line clamp to its first / last value.
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const first = src[row] ?? 0;
    const last = src[row + w - 1] ?? 0;
    let acc = first * (r + 1);
    for (let k = 1; k <= r; k++) acc += k < w ? (src[row + k] ?? 0) : last;
    // (Where both ends of the window are inside the row, without the tests for its ends.)
    const [from, to] = [Math.min(r, w), Math.max(r, w - r - 1)];
    for (let x = 0; x < from; x++) {
      tmp[row + x] = acc * norm;
      acc += (x + r + 1 < w ? src[row + x + r + 1]! : last) - first;
    }
    for (let x = from; x < to; x++) {
      tmp[row + x] = acc * norm;
      acc += src[row + x + r + 1]! - src[row + x - r]!;
    }
    for (let x = Math.max(from, to); x < w; x++) {
      tmp[row + x] = acc * norm;
      acc += (x + r + 1 < w ? src[row + x + r + 1]! : last) - (x - r >= 0 ? src[row + x - r]! : first);
    }
  }
  // Vertical pass row by row (column sums kept in an array): memory is read in order.
  const acc = new Float32Array(w);
  for (let x = 0; x < w; x++) acc[x] = (tmp[x] ?? 0) * (r + 1);
  for (let k = 1; k <= r; k++) {
    const row = Math.min(k, h - 1) * w;
    for (let x = 0; x < w; x++) acc[x] = (acc[x] ?? 0) + (tmp[row + x] ?? 0);
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const addRow = Math.min(y + r + 1, h - 1) * w;
    const subRow = Math.max(y - r, 0) * w;
    for (let x = 0; x < w; x++) {
      const a = acc[x] ?? 0;
      out[row + x] = a * norm;
      acc[x] = a + (tmp[addRow + x] ?? 0) - (tmp[subRow + x] ?? 0);
    }
  }
  return out;
}

/** Box passes of softBlur: three make about a Gaussian. */
export const SOFT_PASSES = 3;

/**
 * A field (a 0/1 mask, or 0/255) blurred by SOFT_PASSES box passes of radius r (the frame's edge
 * repeated), and the blur's sigma (px). Cut at half its top, a mask's blur is its outline smoothed:
 * what is thinner than about 1.4 sigma goes, a notch as narrow fills, a corner rounds; a straight
 * edge stays where it was. The blur is borrowed (scratch.ts): the caller may give it back.
 */
export function softBlur(field: ArrayLike<number>, w: number, h: number, r: number): { soft: Float32Array; sigma: number } {
  const tmp = borrowFloats(w * h);
  let soft: Float32Array = boxBlur(field, w, h, r, borrowFloats(w * h), tmp);
  let spare: Float32Array = borrowFloats(w * h);
  for (let p = 1; p < SOFT_PASSES; p++) {
    boxBlur(soft, w, h, r, spare, tmp);
    [soft, spare] = [spare, soft];
  }
  giveBack(tmp, spare);
  return { soft, sigma: Math.sqrt((SOFT_PASSES * ((2 * r + 1) ** 2 - 1)) / 12) };
}

/** A 0/255 mask with its outline smoothed (softBlur of radius r, cut at half). */
export function smoothMask(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const { soft } = softBlur(mask, w, h, r);
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = soft[i]! >= 127.5 ? 255 : 0;
  giveBack(soft);
  return out;
}

/** Morphological closing of a profile over windows of `r` each way, within each stretch of numbers (NaN ends one). */
export function closeProfile(v: Float64Array, r: number): Float64Array {
  const out = Float64Array.from(v);
  for (let a = 0; a < v.length; ) {
    if (Number.isNaN(v[a]!)) {
      a++;
      continue;
    }
    let z = a;
    while (z + 1 < v.length && !Number.isNaN(v[z + 1]!)) z++;
    const grown = new Float64Array(z - a + 1);
    for (let t = a; t <= z; t++) {
      let m = -Infinity;
      for (let u = Math.max(a, t - r); u <= Math.min(z, t + r); u++) m = Math.max(m, v[u]!);
      grown[t - a] = m;
    }
    // (Past the stretch's ends nothing is known: a window reaching there keeps the value as it is, so
    // a profile's round end, an arm's top in arm-bites.ts, is not squared off.)
    for (let t = a + r; t <= z - r; t++) {
      let m = Infinity;
      for (let u = t - r; u <= t + r; u++) m = Math.min(m, grown[u - a]!);
      out[t] = m;
    }
    a = z + 1;
  }
  return out;
}

/** Moving average of a 1-D profile over a window of r either side (shorter at the ends). */
export function smooth(a: Float32Array, r: number): Float32Array {
  const out = new Float32Array(a.length);
  for (let i = 0; i < a.length; i++) {
    let t = 0;
    let n = 0;
    for (let j = Math.max(0, i - r); j <= Math.min(a.length - 1, i + r); j++) {
      t += a[j] ?? 0;
      n++;
    }
    out[i] = t / n;
  }
  return out;
}

/**
 * Grows (r > 0) or shrinks (r < 0) a 0/255 mask by a square of radius |r|: 255 where any (grow) or
 * only (shrink) mask pixels are in the pixel's square (inside the image), counted directly in two
 * passes, exact at any radius.
 */
export function morph(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return squareFilter(mask, w, h, Math.abs(Math.round(r)), r > 0);
}

/**
 * morph's result on rows y0..y1 only (0 on the others), worked out from those rows and |r| more each
 * side (all a pixel's square reaches), not from the whole photo.
 */
export function morphRows(mask: Uint8Array, w: number, h: number, r: number, y0: number, y1: number): Uint8Array {
  const out = borrowBytes(w * h);
  const [from, to] = [Math.max(0, y0), Math.min(h - 1, y1)];
  if (to < from) return out;
  const k = Math.abs(Math.round(r));
  const [a, b] = [Math.max(0, from - k), Math.min(h - 1, to + k)];
  const band = morph(mask.subarray(a * w, (b + 1) * w), w, b - a + 1, r);
  out.set(band.subarray((from - a) * w, (to - a + 1) * w), from * w);
  giveBack(band);
  return out;
}

/**
 * morph's two passes: 255 where any (grow) or every (not grow) pixel within k along the row, then
 * along the column, inside the image, is set. The row pass goes by the row's runs of set pixels (a
 * run grows or shrinks by k and fills its span at once; whole words of four pixels all unset or all
 * set are passed at a step); the column pass is verticalPass's, on 32-bit words of four pixels (rows
 * padded to whole words). Half the time of the running counts per pixel it replaced (61 morphs taken
 * from generations: 5.6 -> 2.6 ms each).
 */
function squareFilter(mask: Uint8Array, w: number, h: number, k: number, grow: boolean): Uint8Array {
  // Rows padded to whole words (the padding is never set, and never copied out).
  const pw = Math.ceil(w / 4) * 4;
  const rows = borrowBytes(pw * h);
  const words = mask.byteOffset % 4 === 0 ? new Int32Array(mask.buffer, mask.byteOffset, mask.length >> 2) : undefined;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let x = wordsOf(words, row, 0, w, 0);
    while (x < w) {
      while (x < w && !mask[row + x]) x = wordsOf(words, row, x + 1, w, 0);
      if (x === w) break;
      const s = x;
      while (x < w && mask[row + x]) x = wordsOf(words, row, x + 1, w, -1);
      const e = x - 1;
      // (A run at the row's end keeps its end when shrinking: what lies past the image is not counted.)
      const a = grow ? Math.max(0, s - k) : s === 0 ? 0 : s + k;
      const b = grow ? Math.min(w - 1, e + k) : e === w - 1 ? e : e - k;
      if (a <= b) rows.fill(255, y * pw + a, y * pw + b + 1);
    }
  }
  const padded = borrowBytes(pw * h);
  verticalPass(new Int32Array(rows.buffer, 0, (pw * h) / 4), new Int32Array(padded.buffer, 0, (pw * h) / 4), pw / 4, h, k, grow);
  giveBack(rows);
  if (pw === w) return padded;
  const out = borrowBytes(w * h);
  for (let y = 0; y < h; y++) out.set(padded.subarray(y * pw, y * pw + w), y * w);
  giveBack(padded);
  return out;
}

/** From x on along the row, past the whole words (from a word's start) that are all `word`, where the mask is read as words. */
function wordsOf(words: Int32Array | undefined, row: number, x: number, w: number, word: number): number {
  if (!words || (row + x) % 4 !== 0) return x;
  while (x + 4 <= w && words[(row + x) >> 2] === word) x += 4;
  return x;
}

/**
 * `out` row y = the or (grow) or and of `src` rows y - k..y + k inside the image (`stride` words a
 * row). Van Herk and Gil-Werman's way, three operations a word at any k: the rows, padded by k rows
 * that change nothing (0 for or, all ones for and) each side, are cut in blocks of 2k + 1; each row
 * keeps the or (and) from its block's start (`fromStart`) and to its block's end (`toEnd`), and a
 * window, which spans at most two blocks, is toEnd at its first row with fromStart at its last.
 */
function verticalPass(src: Int32Array, out: Int32Array, stride: number, h: number, k: number, grow: boolean): void {
  const g = 2 * k + 1;
  const padded = h + 2 * k;
  const none = grow ? 0 : -1;
  const fromStart = borrowInts(padded * stride);
  const toEnd = borrowInts(padded * stride);
  for (let t = 0; t < padded; t++) {
    const row = t * stride;
    // (A padding row changes nothing: a block's start takes it as it is, the rest go on as before.)
    const real = t >= k && t < h + k;
    if (t % g === 0) {
      if (real) fromStart.set(src.subarray((t - k) * stride, (t - k + 1) * stride), row);
      else fromStart.fill(none, row, row + stride);
    } else if (!real) fromStart.copyWithin(row, row - stride, row);
    else combine(fromStart, row, fromStart, row - stride, src, (t - k) * stride, stride, grow);
  }
  for (let t = padded - 1; t >= 0; t--) {
    const row = t * stride;
    const real = t >= k && t < h + k;
    if (t % g === g - 1 || t === padded - 1) {
      if (real) toEnd.set(src.subarray((t - k) * stride, (t - k + 1) * stride), row);
      else toEnd.fill(none, row, row + stride);
    } else if (!real) toEnd.copyWithin(row, row + stride, row + 2 * stride);
    else combine(toEnd, row, toEnd, row + stride, src, (t - k) * stride, stride, grow);
  }
  for (let y = 0; y < h; y++) combine(out, y * stride, toEnd, y * stride, fromStart, (y + 2 * k) * stride, stride, grow);
  giveBack(fromStart, toEnd);
}

/** `n` words of `out` from `o` on: those of `a` from `i` or (`any`) / and those of `b` from `j`. */
function combine(out: Int32Array, o: number, a: Int32Array, i: number, b: Int32Array, j: number, n: number, any: boolean): void {
  if (any) for (let q = 0; q < n; q++) out[o + q] = a[i + q]! | b[j + q]!;
  else for (let q = 0; q < n; q++) out[o + q] = a[i + q]! & b[j + q]!;
}

/** Bilinear resize of a single-channel float map. */
export function resizeMap(src: Float32Array, sw: number, sh: number, dw: number, dh: number): Float32Array {
  const out = new Float32Array(dw * dh);
  const sx = sw / dw;
  const sy = sh / dh;
  for (let y = 0; y < dh; y++) {
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < dw; x++) {
      const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const tx = fx - x0;
      const a = (src[y0 * sw + x0] ?? 0) * (1 - tx) + (src[y0 * sw + x1] ?? 0) * tx;
      const b = (src[y1 * sw + x0] ?? 0) * (1 - tx) + (src[y1 * sw + x1] ?? 0) * tx;
      out[y * dw + x] = a * (1 - ty) + b * ty;
    }
  }
  return out;
}

/**
 * The 4-connected components of the set pixels of a mask (8-connected with `corners`: pixels touching
 * at a corner are one part): `label` per pixel (0 unset, else 1..count, numbered in the order of each
 * component's first pixel in scan order) and each label's `size` (index 0 unused).
 */
export function labelComponents(mask: ArrayLike<number>, w: number, h: number, corners = false): { label: Int32Array; count: number; size: Int32Array } {
  // (Borrowed: the caller may give `label` back, scratch.ts.)
  const label = borrowInts(w * h);
  const stack = borrowInts(w * h);
  const sizes: number[] = [0];
  let next = 0;
  for (let i = 0; i < w * h; i++) {
    if (!mask[i] || label[i]) continue;
    next++;
    let size = 0;
    let sp = 0;
    stack[sp++] = i;
    label[i] = next;
    while (sp) {
      const p = stack[--sp] ?? 0;
      size++;
      const x = p % w;
      // Unrolled 4-neighbourhood: this loop runs once per mask pixel.
      if (x > 0 && mask[p - 1] && !label[p - 1]) {
        label[p - 1] = next;
        stack[sp++] = p - 1;
      }
      if (x < w - 1 && mask[p + 1] && !label[p + 1]) {
        label[p + 1] = next;
        stack[sp++] = p + 1;
      }
      if (p >= w && mask[p - w] && !label[p - w]) {
        label[p - w] = next;
        stack[sp++] = p - w;
      }
      if (p < w * (h - 1) && mask[p + w] && !label[p + w]) {
        label[p + w] = next;
        stack[sp++] = p + w;
      }
      if (!corners) continue;
      // Unrolled diagonals, as above: with corners the loop ran 8 times slower.
      const up = p >= w;
      const down = p < w * (h - 1);
      if (x > 0 && up && mask[p - w - 1] && !label[p - w - 1]) {
        label[p - w - 1] = next;
        stack[sp++] = p - w - 1;
      }
      if (x < w - 1 && up && mask[p - w + 1] && !label[p - w + 1]) {
        label[p - w + 1] = next;
        stack[sp++] = p - w + 1;
      }
      if (x > 0 && down && mask[p + w - 1] && !label[p + w - 1]) {
        label[p + w - 1] = next;
        stack[sp++] = p + w - 1;
      }
      if (x < w - 1 && down && mask[p + w + 1] && !label[p + w + 1]) {
        label[p + w + 1] = next;
        stack[sp++] = p + w + 1;
      }
    }
    sizes.push(size);
  }
  giveBack(stack);
  return { label, count: next, size: Int32Array.from(sizes) };
}

/**
 * Each labelled part's box (labelComponents' `label` and `count`, in a picture `w` wide), read within
 * `region` (inclusive; the whole picture when absent): index k for label k, empty (x1 < 0) for a part
 * with no pixel there.
 */
export function componentBoxes(label: Int32Array, count: number, w: number, h: number, region = { x0: 0, y0: 0, x1: w - 1, y1: h - 1 }): { x0: number; y0: number; x1: number; y1: number }[] {
  const boxes = Array.from({ length: count + 1 }, () => ({ x0: w, y0: h, x1: -1, y1: -1 }));
  for (let y = region.y0; y <= region.y1; y++)
    for (let x = region.x0; x <= region.x1; x++) {
      const k = label[y * w + x]!;
      if (!k) continue;
      const b = boxes[k]!;
      if (x < b.x0) b.x0 = x;
      if (x > b.x1) b.x1 = x;
      if (y < b.y0) b.y0 = y;
      if (y > b.y1) b.y1 = y;
    }
  return boxes;
}

/** The 4-connected parts of a 0/255 mask (w x h) that have a pixel on row `row`, as a new 0/255 mask (borrowed). */
export function partsOnRow(mask: Uint8Array, w: number, h: number, row: number): Uint8Array {
  const { label, count } = labelComponents(mask, w, h);
  const on = new Uint8Array(count + 1);
  for (let x = 0; x < w; x++) on[label[row * w + x]!] = 1;
  const out = borrowBytes(w * h);
  for (let j = 0; j < w * h; j++) if (label[j] && on[label[j]!]) out[j] = 255;
  giveBack(label);
  return out;
}

/** Keeps only the largest 4-connected component of a 0/255 mask (the first in scan order of equal ones). */
export function largestComponent(mask: Uint8Array, w: number, h: number): Uint8Array {
  const { label, count, size } = labelComponents(mask, w, h);
  let best = 0;
  for (let c = 1; c <= count; c++) if (size[c]! > size[best]!) best = c;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) if (label[i] === best && best) out[i] = 255;
  giveBack(label);
  return out;
}

export function maskBox(mask: Uint8Array, w: number, h: number): { x: number; y: number; width: number; height: number } {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
  if (x1 < 0) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** The median of `v` (its upper middle value for an even count); `empty` when it has none. */
export const median = (v: readonly number[], empty = NaN): number => (v.length ? [...v].sort((a, b) => a - b)[v.length >> 1]! : empty);

/**
 * The k-th smallest value of `v` (0-based), as `v.sort()[k]` gives it, in linear time (quickselect:
 * sorting 100 000 residuals took a generation several ms); `v`'s order is changed. No NaN in `v`.
 */
export function nthSmallest(v: Float64Array, k: number): number {
  let [lo, hi] = [0, v.length - 1];
  while (lo < hi) {
    // Hoare's partition about the middle of three.
    const mid = (lo + hi) >> 1;
    const [a, b, c] = [v[lo]!, v[mid]!, v[hi]!];
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let [i, j] = [lo, hi];
    while (i <= j) {
      while (v[i]! < pivot) i++;
      while (v[j]! > pivot) j--;
      if (i <= j) {
        [v[i], v[j]] = [v[j]!, v[i]!];
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return v[k]!;
  }
  return v[k]!;
}

/** Euclidean distance between two RGB colours. */
export const rgbDistance = (a: readonly number[], b: readonly number[]): number => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** A colour's share of red and of green in its sum (its hue and saturation without its lightness). */
export const hueOf = (c: readonly number[]): [number, number] => {
  const sum = Math.max(1, c[0]! + c[1]! + c[2]!);
  return [c[0]! / sum, c[1]! / sum];
};

/** Per-channel median of the given pixels of an RGB photo (at least one pixel): the (n >> 1)-th smallest value of each channel, counted in a histogram. */
export function medianRgb(photo: Uint8Array, pixels: ArrayLike<number>): [number, number, number] {
  const n = pixels.length;
  const hist = new Uint32Array(768);
  for (let j = 0; j < n; j++) {
    const p = pixels[j]! * 3;
    hist[photo[p]!]!++;
    hist[256 + photo[p + 1]!]!++;
    hist[512 + photo[p + 2]!]!++;
  }
  const rank = (c: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += hist[c * 256 + v]!;
      if (seen > n >> 1) return v;
    }
    return 255;
  };
  return [rank(0), rank(1), rank(2)];
}

/** RGB distance from pixel i to the nearest of the colours (Infinity for none). */
export function nearestColour(photo: Uint8Array, i: number, colours: readonly (readonly number[])[]): number {
  const r = photo[i * 3]!;
  const g = photo[i * 3 + 1]!;
  const b = photo[i * 3 + 2]!;
  let best = Infinity;
  for (const c of colours) best = Math.min(best, (r - c[0]!) ** 2 + (g - c[1]!) ** 2 + (b - c[2]!) ** 2);
  return Math.sqrt(best);
}

/** Sets every background pixel not connected to the image border (a hole) to 255. */
export function fillHoles(mask: Uint8Array, w: number, h: number): Uint8Array {
  const background = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) background[i] = mask[i] ? 0 : 1;
  const { label, count } = labelComponents(background, w, h);
  // Background components that touch the border are outside the mask; the others are holes.
  const outside = new Uint8Array(count + 1);
  for (let x = 0; x < w; x++) outside[label[x]!] = outside[label[(h - 1) * w + x]!] = 1;
  for (let y = 0; y < h; y++) outside[label[y * w]!] = outside[label[y * w + w - 1]!] = 1;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) out[i] = label[i] && outside[label[i]!] ? 0 : 255;
  giveBack(label);
  return out;
}

/**
 * Sets (255, in place) each unset pixel of `mask` (w x h) on rows y0..y1 whose eight neighbours are
 * all set and that `may` allows: a single pixel the mask leaves out. (Filling one changes no other's
 * count: its neighbours are all set already.)
 */
export function fillPinholes(mask: Uint8Array, w: number, h: number, y0: number, y1: number, may: (i: number) => boolean): void {
  for (let y = Math.max(1, y0); y <= Math.min(y1, h - 2); y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (mask[i] || !mask[i - w - 1] || !mask[i - w] || !mask[i - w + 1] || !mask[i - 1] || !mask[i + 1] || !mask[i + w - 1] || !mask[i + w] || !mask[i + w + 1]) continue;
      if (may(i)) mask[i] = 255;
    }
}

export interface Extent {
  left: number;
  right: number;
}

/** Outermost set pixel per row (-1 when the row is empty). */
export function rowExtents(mask: Uint8Array, w: number, h: number): Extent[] {
  const rows: Extent[] = [];
  for (let y = 0; y < h; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < w; x++)
      if (mask[y * w + x]) {
        if (left < 0) left = x;
        right = x;
      }
    rows.push({ left, right });
  }
  return rows;
}

/** First on row of mask column x from y0 to y1 (y0 when the column is empty there). */
export function firstOn(mask: Uint8Array, w: number, x: number, y0: number, y1: number): number {
  for (let y = y0; y <= y1; y++) if (mask[y * w + Math.round(x)]) return y;
  return y0;
}

/** Last on row of mask column x from y0 to y1 (y0 when the column is empty there). */
export function lastOn(mask: Uint8Array, w: number, x: number, y0: number, y1: number): number {
  for (let y = y1; y > y0; y--) if (mask[y * w + Math.round(x)]) return y;
  return y0;
}

/**
 * From column cx on row y walk sideways (dir -1 left, 1 right) while inside the mask: the last
 * column inside, e.g. a garment's torso edge below its sleeves (cx itself when it is outside).
 */
export function walk(mask: Uint8Array, w: number, y: number, cx: number, dir: -1 | 1): number {
  let x = Math.round(cx);
  if (!mask[y * w + x]) return x;
  while (x + dir >= 0 && x + dir < w && mask[y * w + x + dir]) x += dir;
  return x;
}

/**
 * Grows `mask` (non-zero: in) by up to `steps` steps between 4-neighbours, into pixels `may` allows,
 * which are set to `value`.
 */
export function growInto(mask: Uint8Array, w: number, h: number, steps: number, may: (i: number) => boolean, value = 255): void {
  let edge: number[] = [];
  for (let i = 0; i < w * h; i++) if (mask[i]) edge.push(i);
  for (let step = 0; step < steps && edge.length; step++) {
    const next: number[] = [];
    for (const i of edge) {
      const x = i % w;
      for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w])
        if (j >= 0 && j < w * h && !mask[j] && may(j)) {
          mask[j] = value;
          next.push(j);
        }
    }
    edge = next;
  }
}

/**
 * Distances over a gw x gh grid, in place: each cell the least of its own value and its neighbours'
 * plus the step to them (1 along a row or column, 1.4 across), in two passes (chamfer). Given 0 at
 * the cells measured from and a large value elsewhere, each cell's distance to the nearest of them.
 */
export function chamferDistances(d: Float32Array, gw: number, gh: number): void {
  const pass = (k: number, j: number, step: number) => {
    if (d[j]! + step < d[k]!) d[k] = d[j]! + step;
  };
  for (let y = 0; y < gh; y++)
    for (let x = 0; x < gw; x++) {
      const k = y * gw + x;
      if (x > 0) pass(k, k - 1, 1);
      if (y > 0) pass(k, k - gw, 1);
      if (x > 0 && y > 0) pass(k, k - gw - 1, 1.4);
      if (x < gw - 1 && y > 0) pass(k, k - gw + 1, 1.4);
    }
  for (let y = gh - 1; y >= 0; y--)
    for (let x = gw - 1; x >= 0; x--) {
      const k = y * gw + x;
      if (x < gw - 1) pass(k, k + 1, 1);
      if (y < gh - 1) pass(k, k + gw, 1);
      if (x < gw - 1 && y < gh - 1) pass(k, k + gw + 1, 1.4);
      if (x > 0 && y < gh - 1) pass(k, k + gw - 1, 1.4);
    }
}

/**
 * A 0/255 mask made, within `box` (of a w-wide frame), weights 0..255 that fade across its edges: its
 * blur by two box passes of radius r (a tent, the box's edge repeated), in place.
 */
export function featherMask(mask: Uint8Array, w: number, box: { x0: number; y0: number; x1: number; y1: number }, r: number): void {
  const bw = box.x1 - box.x0 + 1;
  const bh = box.y1 - box.y0 + 1;
  if (bw <= 0 || bh <= 0) return;
  const f = borrowFloats(bw * bh);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) f[y * bw + x] = mask[(y + box.y0) * w + box.x0 + x]!;
  const tmp = borrowFloats(bw * bh);
  boxBlur(boxBlur(f, bw, bh, r, f, tmp), bw, bh, r, f, tmp);
  for (let y = 0; y < bh; y++) for (let x = 0; x < bw; x++) mask[(y + box.y0) * w + box.x0 + x] = Math.round(f[y * bw + x]!);
  giveBack(f, tmp);
}
