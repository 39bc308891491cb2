// Person/background segmentation with MediaPipe selfie segmentation (256x256, 0..1 input).
import { getModel, tf } from './models.ts';
import { resizeMap, type RgbImage } from './image.ts';

/** Probability (0..1) that each pixel belongs to a person, at full image resolution. */
export async function segmentPerson(img: RgbImage): Promise<Float32Array> {
  const model = await getModel('selfie');
  const n = 256;
  // Stretch the whole frame to the square input: segmentation tolerates aspect change, and
  // nothing is lost at the edges as it would be with a crop.
  const buf = new Float32Array(n * n * 3);
  const { width: w, height: h, data } = img;
  for (let j = 0; j < n; j++) {
    const y = Math.min(h - 1, Math.floor(((j + 0.5) * h) / n));
    for (let i = 0; i < n; i++) {
      const x = Math.min(w - 1, Math.floor(((i + 0.5) * w) / n));
      for (let c = 0; c < 3; c++) buf[(j * n + i) * 3 + c] = (data[(y * w + x) * 3 + c] ?? 0) / 255;
    }
  }
  const input = tf.tensor(buf, [1, n, n, 3], 'float32');
  const out = model.execute(input) as tf.Tensor;
  const prob = (await out.data()) as Float32Array;
  input.dispose();
  out.dispose();
  return resizeMap(prob, n, n, w, h);
}
