import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { createEngine, isEngineRefusal, prepareGarment, renderCutout, type analyseGarment, type analysePerson, type RefusalReason, type tryOn, type tryOnCombo } from '@tryown/engine';

/** One piece of engine work, as sent to a worker thread (arguments only, no functions). */
export type EngineTask =
  | { op: 'analysePerson'; args: Parameters<typeof analysePerson> }
  | { op: 'analyseGarment'; args: Parameters<typeof analyseGarment> }
  | { op: 'tryOn'; args: Parameters<typeof tryOn> }
  | { op: 'tryOnCombo'; args: Parameters<typeof tryOnCombo> }
  | { op: 'renderCutout'; args: Parameters<typeof renderCutout> }
  | { op: 'prepareGarment'; args: Parameters<typeof prepareGarment> }
  | { op: 'warmUp'; args: [] };

/**
 * What comes back. A refusal (bad photo, impossible fit, unreadable image) travels as data: an
 * Error crossing threads loses its class and its `reason`, and the caller must know it is final.
 */
export type EngineOutcome = { ok: true; value: unknown } | { ok: false; refusal: { reason: RefusalReason; message: string } };

const engine = createEngine();

/**
 * How much lower than the process's other threads an engine thread runs (a nice value): the HTTP
 * thread is served first whenever both want a core, and an idle machine still gives the engine all
 * of one. Only Linux sets a priority per thread (its id from /proc/thread-self); elsewhere nothing.
 */
export const ENGINE_THREAD_NICE = 10;
/** The lowest priority (highest nice value) Linux has. */
const LOWEST_NICE = 19;

/**
 * Lowers the calling thread's CPU priority by ENGINE_THREAD_NICE from what it has (a new thread has
 * its process's), at most to LOWEST_NICE; false where the system cannot.
 */
export function yieldToOtherThreads(): boolean {
  try {
    const threadSelf = readlinkSync('/proc/thread-self'); // "<pid>/task/<tid>"
    const tid = Number(threadSelf.slice(threadSelf.lastIndexOf('/') + 1));
    setPriority(tid, Math.min(getPriority(tid) + ENGINE_THREAD_NICE, LOWEST_NICE));
    return true;
  } catch {
    return false;
  }
}

/** Buffers arrive as plain Uint8Arrays after the structured clone; the engine wants Buffers. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function perform(task: EngineTask): Promise<unknown> {
  switch (task.op) {
    case 'analysePerson':
      return engine.analysePerson(asBuffer(task.args[0]), task.args[1]);
    case 'analyseGarment':
      return engine.analyseGarment(asBuffer(task.args[0]), task.args[1]);
    case 'tryOn': {
      const [person, personAnalysis, garment, garmentAnalysis, category, options] = task.args;
      return engine.tryOn(asBuffer(person), personAnalysis, asBuffer(garment), garmentAnalysis, category, options);
    }
    case 'tryOnCombo': {
      const [person, personAnalysis, top, bottom, options] = task.args;
      const own = (g: typeof top) => ({ ...g, image: asBuffer(g.image) });
      return engine.tryOnCombo(asBuffer(person), personAnalysis, own(top), own(bottom), options);
    }
    case 'renderCutout':
      return renderCutout(asBuffer(task.args[0]), task.args[1], task.args[2]);
    case 'prepareGarment':
      return prepareGarment(asBuffer(task.args[0]), task.args[1]);
    case 'warmUp':
      return engine.warmUp();
  }
}

/** Runs in a worker thread: the models load on this thread's first analysis and stay for its life. */
export async function runEngineTask(task: EngineTask): Promise<EngineOutcome> {
  try {
    return { ok: true, value: await perform(task) };
  } catch (error) {
    if (isEngineRefusal(error)) return { ok: false, refusal: { reason: error.reason, message: error.message } };
    throw error;
  }
}
