// Pose from MoveNet: multipose counts people and finds the main one, thunder refines its
// keypoints on a square crop around that person (single-pose models assume one centred person).
import { getModel, tf } from './models.ts';
import type { RgbImage } from './image.ts';
import { KEYPOINT_NAMES, type Keypoint } from './types.ts';

export interface Square {
  /** Source-pixel box sampled into the model input; may extend past the image (padded black). */
  x: number;
  y: number;
  size: number;
}

/** Bilinear sample of a square region of the image into an n x n RGB float array (0..255). */
export function sampleSquare(img: RgbImage, sq: Square, n: number): Float32Array {
  const out = new Float32Array(n * n * 3);
  const step = sq.size / n;
  const { width: w, height: h, data } = img;
  for (let j = 0; j < n; j++) {
    const fy = sq.y + (j + 0.5) * step - 0.5;
    for (let i = 0; i < n; i++) {
      const fx = sq.x + (i + 0.5) * step - 0.5;
      if (fx < 0 || fy < 0 || fx > w - 1 || fy > h - 1) continue;
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(h - 1, y0 + 1);
      const tx = fx - x0;
      const ty = fy - y0;
      for (let c = 0; c < 3; c++) {
        const a = (data[(y0 * w + x0) * 3 + c] ?? 0) * (1 - tx) + (data[(y0 * w + x1) * 3 + c] ?? 0) * tx;
        const b = (data[(y1 * w + x0) * 3 + c] ?? 0) * (1 - tx) + (data[(y1 * w + x1) * 3 + c] ?? 0) * tx;
        out[(j * n + i) * 3 + c] = a * (1 - ty) + b * ty;
      }
    }
  }
  return out;
}

export interface Detection {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  keypoints: Keypoint[];
}

function toKeypoints(vals: ArrayLike<number>, offset: number, sq: Square): Keypoint[] {
  return KEYPOINT_NAMES.map((name, k) => ({
    name,
    y: sq.y + (vals[offset + k * 3] ?? 0) * sq.size,
    x: sq.x + (vals[offset + k * 3 + 1] ?? 0) * sq.size,
    score: vals[offset + k * 3 + 2] ?? 0,
  }));
}

/** Whole image, letterboxed: up to 6 people with boxes. */
export async function detectPeople(img: RgbImage): Promise<Detection[]> {
  const model = await getModel('movenet-multipose');
  const size = Math.max(img.width, img.height);
  const sq: Square = { x: (img.width - size) / 2, y: (img.height - size) / 2, size };
  const input = tf.tensor(Int32Array.from(sampleSquare(img, sq, 256), Math.round), [1, 256, 256, 3], 'int32');
  const out = model.execute(input) as tf.Tensor;
  const vals = await out.data();
  input.dispose();
  out.dispose();
  const found: Detection[] = [];
  for (let p = 0; p < 6; p++) {
    const o = p * 56;
    const [ymin, xmin, ymax, xmax, score] = [51, 52, 53, 54, 55].map((k) => vals[o + k] ?? 0) as [number, number, number, number, number];
    found.push({
      score,
      box: { x: sq.x + xmin * size, y: sq.y + ymin * size, width: (xmax - xmin) * size, height: (ymax - ymin) * size },
      keypoints: toKeypoints(vals, o, sq),
    });
  }
  return found.sort((a, b) => b.score - a.score);
}

/** Single-person keypoints on a square crop around `box` (expanded so limbs are not cut). */
export async function refineKeypoints(img: RgbImage, box: Detection['box']): Promise<Keypoint[]> {
  const model = await getModel('movenet-thunder');
  const size = Math.max(box.width, box.height) * 1.25;
  const sq: Square = { x: box.x + box.width / 2 - size / 2, y: box.y + box.height / 2 - size / 2, size };
  const input = tf.tensor(Int32Array.from(sampleSquare(img, sq, 256), Math.round), [1, 256, 256, 3], 'int32');
  const out = model.execute(input) as tf.Tensor;
  const vals = await out.data();
  input.dispose();
  out.dispose();
  return toKeypoints(vals, 0, sq);
}
