// Where the person's own top ends and their own bottom starts, read from the clothing pixels of the
// torso column: a band of bare skin between them (crop top), or else the row where the clothing's
// colour changes most (shirt over trousers). One-piece outfits get the natural waist, and say so.
import { rgbDistance, type RgbImage } from './image.ts';

export interface OutfitSplit {
  /** Last row of the old top (upper garments replace clothing above it). */
  topEnd: number;
  /** First row of the old bottom (lower garments replace clothing from it down). */
  bottomStart: number;
  /**
   * No skin and no change of colour parts a top from a bottom: one garment (a dress, or a top and a
   * bottom of one colour) goes on down the body, and `topEnd` is only the natural waist.
   */
  onePiece?: boolean;
}

export interface TorsoColumn {
  /** Shoulder-line and hip-line rows, and the column range of the torso. */
  shoulderY: number;
  hipY: number;
  x0: number;
  x1: number;
}

export function outfitSplit(img: RgbImage, clothes: Uint8Array, t: TorsoColumn): OutfitSplit {
  const { width: w, height: h, data } = img;
  const T = Math.max(1, t.hipY - t.shoulderY);
  const waist = Math.round(t.hipY - 0.15 * T);
  const y0 = Math.max(0, Math.round(t.shoulderY + 0.3 * T));
  const y1 = Math.min(h - 1, Math.round(t.hipY + 0.45 * T));
  if (y1 <= y0) return { topEnd: waist, bottomStart: waist };
  const rows = y1 - y0 + 1;
  const cover = new Float32Array(rows);
  const mean = new Float32Array(rows * 3);
  const xa = Math.max(0, Math.round(t.x0));
  const xb = Math.min(w - 1, Math.round(t.x1));
  for (let j = 0; j < rows; j++) {
    const y = y0 + j;
    let n = 0;
    const acc = [0, 0, 0];
    for (let x = xa; x <= xb; x++) {
      const i = y * w + x;
      if (!clothes[i]) continue;
      n++;
      for (let c = 0; c < 3; c++) acc[c]! += data[i * 3 + c] ?? 0;
    }
    cover[j] = n / Math.max(1, xb - xa + 1);
    for (let c = 0; c < 3; c++) mean[j * 3 + c] = n ? acc[c]! / n : NaN;
  }
  // A skin gap: rows whose torso column is mostly bare.
  let gapStart = -1;
  let gapEnd = -1;
  for (let j = 0; j < rows; j++) {
    if ((cover[j] ?? 0) < 0.35) {
      if (gapStart < 0) gapStart = j;
      gapEnd = j;
    } else if (gapStart >= 0 && j - gapEnd > 3) break;
  }
  if (gapStart >= 0 && gapEnd - gapStart >= 0.04 * T) return { topEnd: y0 + gapStart, bottomStart: y0 + gapEnd + 1 };
  // Otherwise the strongest colour change between the band above and below a row.
  const win = Math.max(4, Math.round(0.12 * T));
  const avg = (a: number, b: number) => {
    const s = [0, 0, 0];
    let n = 0;
    for (let j = Math.max(0, a); j < Math.min(rows, b); j++) {
      if (Number.isNaN(mean[j * 3] ?? NaN)) continue;
      for (let c = 0; c < 3; c++) s[c]! += mean[j * 3 + c] ?? 0;
      n++;
    }
    return n ? s.map((v) => v / n) : undefined;
  };
  let best = 0;
  let bestJ = -1;
  for (let j = win; j < rows - win; j += 2) {
    const a = avg(j - win, j);
    const b = avg(j, j + win);
    if (!a || !b) continue;
    const d = rgbDistance(a, b);
    if (d > best) {
      best = d;
      bestJ = j;
    }
  }
  if (best > 40 && bestJ >= 0) return { topEnd: y0 + bestJ, bottomStart: y0 + bestJ };
  return { topEnd: waist, bottomStart: waist, onePiece: true };
}
