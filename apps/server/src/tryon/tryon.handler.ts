import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services.ts';
import type { Job } from '../queue/queue.ts';
import { claimTask, completeTask, failTask, findDressOfStore, requeueTask, setTaskProgress } from '../modules/tryon/tryon.repository.ts';
import { clothTypeOf, statedLength } from '@tryown/contracts';
import { isTryOnError, TryOnError, type TryOnProvider } from './provider.ts';
import { personOfTask } from './task-person.ts';
import type { tryOnJob } from './tryon.job.ts';

type Deps = Pick<Services, 'db' | 'storage'> & { provider: TryOnProvider; log: FastifyBaseLogger };

/**
 * The provider's answer, or the signal's reason as soon as it aborts: a provider that cannot stop
 * part-way (the engine's CPU work) must not hold the task past its time limit. Its late answer is dropped.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Runs one attempt of a try-on task: inputs from storage, the provider, the result back into storage. */
export function createTryOnHandler({ db, storage, provider, log }: Deps) {
  return async function handleTryOn(job: Job<typeof tryOnJob.payload>): Promise<void> {
    const task = await claimTask(db, job.data.taskId);
    if (!task) return; // already finished (a duplicate job) or deleted with its store
    const timeLimit = AbortSignal.timeout(Math.max(1, job.expireInSeconds - 10) * 1000);
    const signal = AbortSignal.any([job.signal, timeLimit]);
    try {
      const person = await personOfTask(db, task);
      const dress = task.dressId ? await findDressOfStore(db, task.clientId, task.dressId) : null;
      // A combo's bottom; deleting it clears lower_dress_id, and the top is then tried on alone.
      const lower = task.lowerDressId ? await findDressOfStore(db, task.clientId, task.lowerDressId) : null;
      if (!person || !dress || (task.lowerDressId && !lower)) throw new TryOnError('The photo or dress was deleted before the try-on ran', false);
      const [personImage, dressImage, lowerImage] = await Promise.all([
        storage.get(person.imageKey),
        storage.get(dress.imageKey),
        lower ? storage.get(lower.imageKey) : Promise.resolve(null),
      ]);
      if (!personImage || !dressImage || (lower && !lowerImage)) throw new TryOnError('The photo or dress image is missing', false);
      await setTaskProgress(db, task.id, 20);

      const clothType = lower ? 'combo' : clothTypeOf(dress);
      const output = await untilAborted(
        provider.run({
          clientId: task.clientId,
          personImage,
          dressImage,
          clothType,
          length: statedLength(dress, clothType === 'combo' ? 'upper' : clothType),
          ...(lower && lowerImage ? { lowerDress: { image: lowerImage, id: lower.id, length: statedLength(lower, 'lower') } } : {}),
          person: person.ref,
          dressId: dress.id,
          signal,
          onProgress: (progress) => void setTaskProgress(db, task.id, 20 + progress * 0.7).catch(() => {}),
        }),
        signal,
      );
      // Whatever the provider sent, we store a JPEG we made ourselves.
      const jpeg = await sharp(output)
        .jpeg({ quality: 90 })
        .toBuffer()
        .catch(() => {
          throw new TryOnError('The try-on provider returned something that is not an image', false);
        });
      const { resultKey } = person;
      await storage.put(resultKey, jpeg, 'image/jpeg');
      try {
        await db.transaction(async (tx) => {
          await person.recordResult(tx, dress.id);
          await completeTask(tx, task.id, resultKey);
        });
      } catch (error) {
        // No record, no file: e.g. the store or the photo was deleted while the provider ran (their files went already).
        await storage.delete(resultKey).catch(() => {});
        throw error;
      }
    } catch (error) {
      // Shutting down: pg-boss has already failed this attempt and will retry it (or recovery will).
      if (job.signal.aborted && !timeLimit.aborted) throw error;
      const failure = timeLimit.aborted
        ? new TryOnError('The try-on took too long', true)
        : isTryOnError(error)
          ? error
          : new TryOnError('Something went wrong while making the try-on image', true);
      if (!isTryOnError(error) && !timeLimit.aborted) log.error({ err: error, taskId: task.id }, 'try-on attempt failed');
      if (failure.retryable && job.retryCount < job.retryLimit) {
        log.warn({ taskId: task.id, attempt: job.retryCount + 1, reason: failure.message }, 'try-on attempt will be retried');
        await requeueTask(db, task.id);
        throw failure;
      }
      await failTask(db, task.id, failure.message);
    }
  };
}
