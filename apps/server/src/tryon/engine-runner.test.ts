import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { EngineRefusal } from '@tryown/engine';
import { drawGarment, drawModel } from '../demo/demo-images.ts';
import { EngineTimeLimitError, engineRunner } from './engine-runner.ts';
import { ENGINE_THREAD_NICE } from './engine-tasks.ts';

/** Nice value of each thread of this process by name (Linux: /proc/self/task/<tid>/stat, field 19). */
const threadNices = () =>
  readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
  });

afterAll(() => engineRunner.close());

describe('engine runner (worker-thread pool)', () => {
  it('analyses and generates in a worker thread, not on the event loop', async () => {
    const [model, garment] = await Promise.all([drawModel('#f1c27d', '#3b2314', '#ffffff', '#fde2e4'), drawGarment('top', '#273c75', '#74b9ff')]);
    const person = await engineRunner.analysePerson(model);
    const top = await engineRunner.analyseGarment(garment, 'upper');
    const image = await engineRunner.tryOn(model, person, garment, top, 'upper', { format: 'jpeg' });
    expect(Buffer.isBuffer(image)).toBe(true);
    expect(image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG
    expect(engineRunner.threadIds.length).toBeGreaterThan(0);
    expect(engineRunner.threadIds).not.toContain(threadId);
  }, 120_000);

  it.runIf(existsSync('/proc/thread-self'))('runs engine threads at a lower CPU priority than the HTTP thread', async () => {
    await engineRunner.warmUp();
    const nices = threadNices();
    const main = nices.find((t) => t.tid === process.pid)!.nice; // the main (HTTP) thread, as the process was started
    const lowered = Math.min(main + ENGINE_THREAD_NICE, 19); // 19: Linux's lowest priority
    expect(lowered).toBeGreaterThan(main); // else there is nothing to tell (a process started at the lowest priority)
    expect(nices.filter((t) => t.nice === lowered)).toHaveLength(engineRunner.threadIds.length);
  });

  it("passes the engine's refusal through with its reason (an unreadable image is final, not a crash)", async () => {
    const failure = await engineRunner.analysePerson(Buffer.from('not an image')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineRefusal);
    expect(failure).toMatchObject({ reason: 'invalid_image' });
  });

  it('ends the thread of a call that passes its time limit, and the next call gets a fresh one', async () => {
    await engineRunner.warmUp();
    const [before] = engineRunner.threadIds;
    const model = await drawModel('#8d5524', '#000000', '#d63031', '#dfe6e9');
    await expect(engineRunner.analysePerson(model, { timeLimitMs: 5 })).rejects.toBeInstanceOf(EngineTimeLimitError);
    expect(engineRunner.threadIds).not.toContain(before);
    await expect(engineRunner.analysePerson(model)).resolves.toMatchObject({ width: 768 });
    expect(engineRunner.threadIds).not.toContain(before);
  }, 120_000);

  it("stops at the caller's signal with the caller's reason", async () => {
    const reason = new Error('shutting down');
    const controller = new AbortController();
    const call = engineRunner.analyseGarment(await drawGarment('top', '#000000', '#ffffff'), 'upper', { signal: controller.signal });
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});
