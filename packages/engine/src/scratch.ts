// Float work buffers reused from one generation to the next in this thread, so a generation does
// not leave tens of megabytes of maps (blurs, fill pyramids, the warped garment) to the garbage
// collector, whose helper threads kept a second core busy. A buffer is borrowed and given back
// within one synchronous stretch of code (no await in between): generations in one thread
// interleave only at their awaits, so no two of them ever hold the same buffer.

/** How many spare buffers a thread keeps (about 60 MB at 768x1024). */
const MAX_SPARES = 24;
const spares: ArrayBuffer[] = [];

/** A zeroed Float32Array of n values: the smallest spare that is big enough, else a new one. */
export function borrowFloats(n: number): Float32Array {
  let best = -1;
  for (let i = 0; i < spares.length; i++) {
    const size = spares[i]!.byteLength;
    if (size >= n * 4 && (best < 0 || size < spares[best]!.byteLength)) best = i;
  }
  if (best < 0) return new Float32Array(n);
  const [buffer] = spares.splice(best, 1);
  return new Float32Array(buffer!, 0, n).fill(0);
}

/** Gives borrowed arrays back: the caller does not use them afterwards. */
export function giveBack(...arrays: Float32Array[]): void {
  for (const a of arrays) if (spares.length < MAX_SPARES && !spares.includes(a.buffer as ArrayBuffer)) spares.push(a.buffer as ArrayBuffer);
}
