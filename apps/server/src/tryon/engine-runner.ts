import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import {
  EngineRefusal,
  type AnalysePersonOptions,
  type ComboGarment,
  type GarmentAnalysis,
  type GarmentCategory,
  type PersonAnalysis,
  type TryOnOptions,
} from '@tryown/engine';
import type { EngineOutcome, EngineTask } from './engine-tasks.ts';

/** What every runner call may add to the engine's own arguments. */
export interface RunOptions {
  /** Stops the work: a queued call is dropped, a running one ends with its worker thread. */
  signal?: AbortSignal;
  /** The hard time limit of this call (default ENGINE_TIME_LIMIT_MS); the worker thread is ended at it. */
  timeLimitMs?: number;
}

/** The longest any engine call may run when its caller sets no limit of its own. */
export const ENGINE_TIME_LIMIT_MS = 120_000;

/** Raised when a call passes its time limit; the thread that ran it has been ended. */
export class EngineTimeLimitError extends Error {
  constructor(ms: number) {
    super(`The engine took longer than ${Math.round(ms / 1000)} s`);
    this.name = 'EngineTimeLimitError';
  }
}

/** Threads for a process that may run `concurrency` try-ons at once: one per try-on, at most one per core. */
export const engineThreadsFor = (concurrency: number) => Math.max(1, Math.min(availableParallelism(), concurrency));

let threads = 1;
let pool: Piscina | undefined;

function getPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./engine-worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // One CPU-bound call per thread; an idle thread keeps its loaded models for 10 minutes.
    concurrentTasksPerWorker: 1,
    idleTimeout: 10 * 60_000,
  });
  return pool;
}

async function run<T>(task: EngineTask, { signal, timeLimitMs = ENGINE_TIME_LIMIT_MS }: RunOptions = {}): Promise<T> {
  const timeLimit = AbortSignal.timeout(timeLimitMs);
  const stop = signal ? AbortSignal.any([signal, timeLimit]) : timeLimit;
  let outcome: EngineOutcome;
  try {
    outcome = (await getPool().run(task, { signal: stop })) as EngineOutcome;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (timeLimit.aborted) throw new EngineTimeLimitError(timeLimitMs);
    throw error;
  }
  if (!outcome.ok) throw new EngineRefusal(outcome.refusal.reason, outcome.refusal.message);
  return outcome.value as T;
}

/** Buffers come back from a thread as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The one door from the server to the embedded engine's CPU work (person and garment analyses,
 * generations, garment cut-outs). The work runs in a pool of worker threads (piscina), so it never blocks the HTTP
 * event loop: each thread loads the engine's models once, runs one call at a time, and is ended
 * (and replaced) when a call passes its time limit or its caller aborts. An engine refusal (a photo
 * that cannot work, an unreadable image) is re-thrown as the engine's own EngineRefusal.
 */
export const engineRunner = {
  analysePerson: (image: Buffer, options: AnalysePersonOptions & RunOptions = {}): Promise<PersonAnalysis> => {
    const { signal, timeLimitMs, ...engineOptions } = options;
    return run({ op: 'analysePerson', args: [image, engineOptions] }, { signal, timeLimitMs });
  },
  analyseGarment: (image: Buffer, category: GarmentCategory, options: RunOptions = {}): Promise<GarmentAnalysis> =>
    run({ op: 'analyseGarment', args: [image, category] }, options),
  /** The engine's tryOn; its `onTiming` callback cannot cross threads, so it is not offered. */
  tryOn: async (
    person: Buffer,
    personAnalysis: PersonAnalysis,
    garment: Buffer,
    garmentAnalysis: GarmentAnalysis,
    category: GarmentCategory,
    options: Omit<TryOnOptions, 'onTiming'> & RunOptions = {},
  ): Promise<Buffer> => {
    const { signal, timeLimitMs, ...engineOptions } = options;
    const image = await run<Uint8Array>({ op: 'tryOn', args: [person, personAnalysis, garment, garmentAnalysis, category, engineOptions] }, { signal, timeLimitMs });
    return asBuffer(image);
  },
  /** A top with a bottom: the engine's tryOnCombo (the bottom first, the top over it). */
  tryOnCombo: async (person: Buffer, personAnalysis: PersonAnalysis, top: ComboGarment, bottom: ComboGarment, options: Omit<TryOnOptions, 'onTiming' | 'length'> & RunOptions = {}): Promise<Buffer> => {
    const { signal, timeLimitMs, ...engineOptions } = options;
    return asBuffer(await run<Uint8Array>({ op: 'tryOnCombo', args: [person, personAnalysis, top, bottom, engineOptions] }, { signal, timeLimitMs }));
  },
  /** The garment cut out of its photo (PNG with transparency) from its analysis. */
  renderCutout: async (garment: Buffer, garmentAnalysis: GarmentAnalysis, prepared?: Uint8Array, options: RunOptions = {}): Promise<Buffer> =>
    asBuffer(await run<Uint8Array>({ op: 'renderCutout', args: [garment, garmentAnalysis, prepared] }, options)),
  /** The garment prepared for generation, packed (the engine's prepareGarment): kept with its analysis, passed as `prepared`. */
  prepareGarment: async (garment: Buffer, garmentAnalysis: GarmentAnalysis, options: RunOptions = {}): Promise<Buffer> =>
    asBuffer(await run<Uint8Array>({ op: 'prepareGarment', args: [garment, garmentAnalysis] }, options)),
  /** Loads the models in one thread ahead of the first analysis. */
  warmUp: (options?: RunOptions) => run<void>({ op: 'warmUp', args: [] }, options),
  /** How many threads the pool may run (from TRYON_CONCURRENCY at start); takes effect for the next pool. */
  configure(options: { threads: number }) {
    threads = Math.max(1, Math.floor(options.threads));
  },
  get threads() {
    return threads;
  },
  /** The ids of the pool's live threads (for tests and the bench). */
  get threadIds(): number[] {
    return pool?.threads.map((worker) => worker.threadId) ?? [];
  },
  /** Ends the threads (at shutdown); a later call starts a new pool. */
  async close() {
    const closing = pool;
    pool = undefined;
    await closing?.destroy();
  },
};
