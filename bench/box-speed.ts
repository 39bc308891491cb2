// How fast this box is right now, on work that never changes: a reference for reading a bench's
// timings beside another run's. The same engine code (`fcdd572`) measured 331 ms a generation one
// morning and 162 ms that afternoon (2026-12-03) on "the same" 2-core box, whose share of its host
// moves: a speed-up read off two runs says nothing unless the box ran its reference alike both times.
// The reference is native code (a SHA-256 hash, a libvips JPEG encode), in a Node process of its own:
// a JavaScript loop tried first ran 26-44 ms from one process to the next with nothing else running
// (its code optimized or not yet, and differently under tsx and under Node's own type stripping),
// and 44 ms against 27 in the bench's own process once the engine's modules had loaded.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';

export interface BoxSpeed {
  /** Median ms of hashing a fixed 24 MB buffer (SHA-256). */
  hash: number;
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

const median = (xs: number[]) => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;

async function timedMs(f: () => unknown): Promise<number> {
  const t = performance.now();
  await f();
  return performance.now() - t;
}

/** Both references, ROUNDS times after one warm-up each, in a fresh Node process (about a second). */
export async function boxSpeed(): Promise<BoxSpeed> {
  const { stdout } = await promisify(execFile)(process.execPath, [...loaderFlags(process.execArgv), fileURLToPath(import.meta.url)]);
  return JSON.parse(stdout) as BoxSpeed;
}

/**
 * This process's Node flags without code given on the command line (`-e`, `-p` and their text):
 * the flags that load TypeScript stay. (Passed whole from `node -e`, the child ran that code again,
 * which started another child, and so on.)
 */
function loaderFlags(flags: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < flags.length; k++) {
    const flag = flags[k]!;
    if (['-e', '--eval', '-p', '--print'].includes(flag)) k++;
    else if (!/^--(eval|print)=/.test(flag)) out.push(flag);
  }
  return out;
}

/** Both references measured in this process. */
async function measured(): Promise<BoxSpeed> {
  const frame = fixedFrame();
  const tenFrames = new Uint8Array(frame.length * 10);
  for (let k = 0; k < 10; k++) tenFrames.set(frame, k * frame.length);
  const hash = () => createHash('sha256').update(tenFrames).digest();
  const encode = () => sharp(frame, { raw: { width: W, height: H, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  hash();
  await encode();
  const hashes: number[] = [];
  const jpegs: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    hashes.push(await timedMs(hash));
    jpegs.push(await timedMs(encode));
  }
  return { hash: median(hashes), jpeg: median(jpegs) };
}

/** The reference measured before and after a run's timed work, as the bench prints it. */
export const boxSpeedLine = (before: BoxSpeed, after: BoxSpeed) => {
  const figures = (b: BoxSpeed) => `SHA-256 of 24 MB ${b.hash.toFixed(1)} ms, JPEG encode ${b.jpeg.toFixed(1)} ms`;
  return `this box's speed (fixed reference work; compare timings across runs only beside it): before ${figures(before)}; after ${figures(after)}`;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(JSON.stringify(await measured()));
