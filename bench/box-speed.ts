// How fast this box is right now, on work that never changes: a reference for reading a bench's
// timings beside another run's. The same engine code (`fcdd572`) measured 331 ms a generation one
// morning and 162 ms that afternoon (2026-12-03) on "the same" 2-core box, whose share of its host
// moves: a speed-up read off two runs says nothing unless the box ran its reference alike both times.
// (Load beside a run shows too: with a type-check running, the JS passes took 55 ms against 27.)
// Measured in a process of its own: in the bench's, after the engine's modules loaded, the same JS
// passes took 44 ms against 27 (their code optimized again on other feedback), a figure of the
// process's state, not of the box.
import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';

export interface BoxSpeed {
  /** Median ms of ten pure-JS passes (typed arrays, integer arithmetic) over a 768x1024 RGB frame. */
  js: number;
  /** Median ms of libvips encoding a fixed 768x1024 noise picture as JPEG (quality 92). */
  jpeg: number;
}

const [W, H] = [768, 1024];
const ROUNDS = 5;

/** A fixed picture: the same bytes on every run (a linear congruential sequence from a fixed seed). */
function fixedFrame(): Uint8Array {
  const px = new Uint8Array(W * H * 3);
  let s = 12345;
  for (let i = 0; i < px.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    px[i] = s >>> 24;
  }
  return px;
}

/** Ten passes of a 3-tap horizontal mean into a second frame and back: the engine's kind of loop. */
function jsPasses(a: Uint8Array, b: Uint8Array): number {
  for (let pass = 0; pass < 10; pass++) {
    const [from, to] = pass % 2 ? [b, a] : [a, b];
    for (let i = 3; i < from.length - 3; i++) to[i] = ((from[i - 3]! + 2 * from[i]! + from[i + 3]!) >> 2) & 255;
  }
  return a[W * 3]! + b[W * 3]!;
}

const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;

async function timedMs(f: () => unknown): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

/** Both references, ROUNDS times after one warm-up each, in a fresh Node process (about a second). */
export async function boxSpeed(): Promise<BoxSpeed> {
  const { stdout } = await promisify(execFile)(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)]);
  return JSON.parse(stdout) as BoxSpeed;
}

/** Both references measured in this process. */
async function measured(): Promise<BoxSpeed> {
  const frame = fixedFrame();
  const other = new Uint8Array(frame.length);
  const encode = () => sharp(frame, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  jsPasses(frame.slice(), other);
  await encode();
  const js: number[] = [];
  const jpeg: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const work = frame.slice();
    js.push(await timedMs(() => jsPasses(work, other)));
    jpeg.push(await timedMs(encode));
  }
  return { js: median(js), jpeg: median(jpeg) };
}

export const boxSpeedLine = (b: BoxSpeed) =>
  `this box's speed now (fixed reference work; compare timings across runs only beside it): JS passes ${b.js.toFixed(0)} ms, JPEG encode ${b.jpeg.toFixed(0)} ms`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(await measured()));
