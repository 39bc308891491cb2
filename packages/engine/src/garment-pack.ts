// A prepared garment (garment-cache.ts: its soft cut-out and its pieces) packed into bytes, so the
// work of a generation that does not depend on the person is done once, when the garment is
// analysed, and kept beside its analysis (decision 0010, "The garment prepared at analysis").
// Unpacking needs the garment's decoded photo: the cut-out's colours differ from the photo's only
// in its soft edge, so they are stored as their difference from it (XOR, nearly all zeros) and the
// whole packs to tens of kilobytes. The pack names the photo and analysis it was made from
// (`garmentKey`); unpacked with any other, it is not used.
import { deflateSync, inflateSync } from 'node:zlib';
import type { RgbImage } from './image.ts';
import type { Matte } from './matting.ts';
import type { GarmentPieces } from './pieces.ts';

export interface PreparedGarment {
  image: RgbImage;
  cut: Matte;
  pieces: GarmentPieces;
}

/** What a pack starts with (its format's version in the last byte). */
const MAGIC = Buffer.from('TOGP\x01', 'latin1');
const ARRAYS = { Uint8Array, Float32Array, Float64Array } as const;
type ArrayType = keyof typeof ARRAYS;
type Packed = Uint8Array | Float32Array | Float64Array;

/** The prepared garment of photo `image` as bytes, for unpackGarment with the same photo and `key`. */
export function packGarment(prepared: PreparedGarment, key: string): Buffer {
  const { image, cut, pieces } = prepared;
  const rgbDiff = Uint8Array.from(cut.rgb);
  xorInto(rgbDiff, image.data);
  const arrays: Packed[] = [];
  let offset = 0;
  const header = JSON.stringify({ key, cut: { alpha: cut.alpha, rgbDiff, support: cut.support }, pieces }, (_name, value: unknown) => {
    if (value instanceof Uint8Array || value instanceof Float32Array || value instanceof Float64Array) {
      const at = offset;
      arrays.push(value);
      // Each array starts on a multiple of 8 bytes, so it is read in place of its own type.
      offset += Math.ceil(value.byteLength / 8) * 8;
      return { $array: value.constructor.name as ArrayType, at, length: value.length };
    }
    if (value instanceof Map) return { $map: [...value] };
    if (typeof value === 'number' && !Number.isFinite(value)) return { $number: String(value) };
    return value;
  });
  const head = Buffer.from(header, 'utf8');
  const headLength = Buffer.alloc(4);
  headLength.writeUInt32LE(head.length);
  const body = Buffer.alloc(offset);
  let at = 0;
  for (const a of arrays) {
    body.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), at);
    at += Math.ceil(a.byteLength / 8) * 8;
  }
  return Buffer.concat([MAGIC, deflateSync(Buffer.concat([headLength, head, body]), { level: 6 })]);
}

/**
 * The prepared garment from `packed` and the decoded photo it was made from, or undefined when the
 * bytes are no pack of this engine's format or were made from another photo or analysis than `key`.
 */
export function unpackGarment(packed: Uint8Array, image: RgbImage, key: string): PreparedGarment | undefined {
  if (packed.length < MAGIC.length || !MAGIC.equals(packed.subarray(0, MAGIC.length))) return undefined;
  let raw: Buffer;
  try {
    raw = inflateSync(packed.subarray(MAGIC.length));
  } catch {
    return undefined;
  }
  const headLength = raw.readUInt32LE(0);
  const bodyStart = 4 + headLength;
  // One aligned copy of the body: every array is a view into it.
  const body = new Uint8Array(raw.length - bodyStart);
  body.set(raw.subarray(bodyStart));
  const tree = JSON.parse(raw.subarray(4, bodyStart).toString('utf8'), (_name, value: unknown) => {
    if (value && typeof value === 'object') {
      const v = value as { $array?: ArrayType; at: number; length: number; $map?: [unknown, unknown][]; $number?: string };
      if (v.$array) return new ARRAYS[v.$array](body.buffer, v.at, v.length);
      if (v.$map) return new Map(v.$map);
      if (v.$number) return Number(v.$number);
    }
    return value;
  }) as { key: string; cut: { alpha: Float32Array; rgbDiff: Uint8Array; support: Uint8Array }; pieces: GarmentPieces };
  if (tree.key !== key || tree.cut.rgbDiff.length !== image.data.length) return undefined;
  const rgb = tree.cut.rgbDiff;
  xorInto(rgb, image.data);
  return { image, cut: { alpha: tree.cut.alpha, rgb, support: tree.cut.support }, pieces: tree.pieces };
}

/** a ^= b, byte by byte (4 bytes a step where both lie on 4-byte boundaries). */
function xorInto(a: Uint8Array, b: Uint8Array): void {
  let from = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const n = a.length >> 2;
    const [a4, b4] = [new Uint32Array(a.buffer, a.byteOffset, n), new Uint32Array(b.buffer, b.byteOffset, n)];
    for (let i = 0; i < n; i++) a4[i] = a4[i]! ^ b4[i]!;
    from = n * 4;
  }
  for (let i = from; i < a.length; i++) a[i] = a[i]! ^ b[i]!;
}
