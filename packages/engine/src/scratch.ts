// Work buffers reused from one generation to the next in this thread, so a generation does not
// leave tens of megabytes of masks and float maps (blurs, fill pyramids, the warped garment) to the
// garbage collector, whose helper threads kept a second core busy. A buffer is given back only
// where nothing uses it any more, within the synchronous stretch of code that borrowed it (no await
// in between): generations in one thread interleave only at their awaits, so no two of them ever
// hold the same buffer. A buffer that is never given back is simply collected.

/** How many bytes of spare buffers a thread keeps (about 50 MB are in use at 768x1024). */
const MAX_BYTES = 96 * 2 ** 20;
const spares: ArrayBuffer[] = [];
let held = 0;

function take(bytes: number): ArrayBuffer | undefined {
  let best = -1;
  for (let i = 0; i < spares.length; i++) {
    const size = spares[i]!.byteLength;
    if (size >= bytes && (best < 0 || size < spares[best]!.byteLength)) best = i;
  }
  if (best < 0) return undefined;
  const [buffer] = spares.splice(best, 1);
  held -= buffer!.byteLength;
  return buffer;
}

/** A zeroed Float32Array of n values: the smallest spare that is big enough, else a new one. */
export const borrowFloats = (n: number): Float32Array => zeroed(Float32Array, n);
/** A zeroed Int32Array of n values, as borrowFloats. */
export const borrowInts = (n: number): Int32Array => zeroed(Int32Array, n);
/** A zeroed Uint8Array of n values, as borrowFloats. */
export const borrowBytes = (n: number): Uint8Array => zeroed(Uint8Array, n);
/** A zeroed Float64Array of n values, as borrowFloats. */
export const borrowDoubles = (n: number): Float64Array => zeroed(Float64Array, n);

function zeroed<T extends Float64Array | Float32Array | Int32Array | Uint8Array>(kind: { new (buffer: ArrayBuffer, offset: number, n: number): T; new (n: number): T; BYTES_PER_ELEMENT: number }, n: number): T {
  const buffer = take(n * kind.BYTES_PER_ELEMENT);
  return buffer ? (new kind(buffer, 0, n).fill(0) as T) : new kind(n);
}

/** Gives arrays back (borrowed or not): the caller and nothing else uses them afterwards. */
export function giveBack(...arrays: (Float64Array | Int32Array | Float32Array | Uint8Array)[]): void {
  for (const a of arrays) {
    const buffer = a.buffer as ArrayBuffer;
    if (held + buffer.byteLength > MAX_BYTES || spares.includes(buffer)) continue;
    spares.push(buffer);
    held += buffer.byteLength;
  }
}
