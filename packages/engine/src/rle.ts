// Compact mask storage: run lengths as LEB128 varints, base64. A 768x1024 body mask is ~1-3 KB.
import type { EncodedMask } from './types.ts';

export function encodeMask(mask: Uint8Array, width: number, height: number): EncodedMask {
  const bytes: number[] = [];
  const push = (n: number) => {
    while (n >= 0x80) {
      bytes.push((n & 0x7f) | 0x80);
      n >>>= 7;
    }
    bytes.push(n);
  };
  let cur = 0;
  let run = 0;
  for (let i = 0; i < width * height; i++) {
    const v = mask[i] ? 1 : 0;
    if (v === cur) run++;
    else {
      push(run);
      cur = v;
      run = 1;
    }
  }
  push(run);
  return { width, height, rle: Buffer.from(bytes).toString('base64') };
}

/** Decodes to a 0/255 mask (into `out` when given: zeroed, width * height long). */
export function decodeMask(m: EncodedMask, out: Uint8Array = new Uint8Array(m.width * m.height)): Uint8Array {
  const bytes = Buffer.from(m.rle, 'base64');
  let pos = 0;
  let cur = 0;
  let i = 0;
  while (i < bytes.length) {
    let n = 0;
    let shift = 0;
    let b: number;
    do {
      b = bytes[i++] ?? 0;
      n += (b & 0x7f) * 2 ** shift;
      shift += 7;
    } while (b & 0x80);
    if (cur) out.fill(255, pos, Math.min(pos + n, out.length));
    pos += n;
    cur ^= 1;
  }
  if (pos !== out.length) throw new Error(`corrupt mask: ${pos} of ${out.length} pixels`);
  return out;
}
