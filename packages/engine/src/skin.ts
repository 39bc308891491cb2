// The person's own skin: a colour model sampled from the face, applied to the body mask. It tells
// the compositor which body pixels are bare skin (kept, and used as the source when skin has to be
// shown where the old garment was) and which are clothing (replaced).
import type { RgbImage } from './image.ts';
import type { Point } from './types.ts';

/** Chroma (Cb, Cr) and luma of an sRGB pixel, BT.601. */
function ycc(r: number, g: number, b: number): [number, number, number] {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return [y, 128 - 0.168736 * r - 0.331264 * g + 0.5 * b, 128 + 0.5 * r - 0.418688 * g - 0.081312 * b];
}

export interface SkinModel {
  cb: number;
  cr: number;
  /** Robust spreads of Cb and Cr (at least a few units: faces under even light are very uniform). */
  sCb: number;
  sCr: number;
  luma: number;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] ?? 0;

/**
 * Skin colour from a disc on the face (centred a little below the nose, clear of hair and eyes),
 * with median and median absolute deviation so eyebrows, lips and stray hair do not shift it.
 */
export function sampleSkin(img: RgbImage, body: Uint8Array, centre: Point, r: number): SkinModel | undefined {
  const { width: w, height: h, data } = img;
  const cbs: number[] = [];
  const crs: number[] = [];
  const ys: number[] = [];
  for (let y = Math.max(0, Math.floor(centre.y - r)); y <= Math.min(h - 1, centre.y + r); y++)
    for (let x = Math.max(0, Math.floor(centre.x - r)); x <= Math.min(w - 1, centre.x + r); x++) {
      if ((x - centre.x) ** 2 + (y - centre.y) ** 2 > r * r || !body[y * w + x]) continue;
      const i = (y * w + x) * 3;
      const [l, cb, cr] = ycc(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
      ys.push(l);
      cbs.push(cb);
      crs.push(cr);
    }
  if (ys.length < 30) return undefined;
  const cb = median(cbs);
  const cr = median(crs);
  return {
    cb,
    cr,
    sCb: Math.max(2.5, 1.4826 * median(cbs.map((v) => Math.abs(v - cb)))),
    sCr: Math.max(2.5, 1.4826 * median(crs.map((v) => Math.abs(v - cr)))),
    luma: median(ys),
  };
}

/** Body pixels whose chroma is within ~3 spreads of the face's and whose light is plausible for skin. */
export function skinMask(img: RgbImage, body: Uint8Array, m: SkinModel): Uint8Array {
  const { width: w, height: h, data } = img;
  const out = new Uint8Array(w * h);
  for (let i = 0; i < w * h; i++) {
    if (!body[i]) continue;
    const [l, cb, cr] = ycc(data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0);
    const d = ((cb - m.cb) / m.sCb) ** 2 + ((cr - m.cr) / m.sCr) ** 2;
    // Shadowed skin is darker but keeps its chroma; very dark or very light pixels are not skin
    // whatever their chroma (black and white fabrics have near-neutral chroma close to pale skin's).
    if (d < 10 && l > m.luma * 0.35 && l < Math.min(250, m.luma * 1.45) && Math.abs(cr - 128) > 3) out[i] = 255;
  }
  return out;
}
