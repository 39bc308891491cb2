import { setTimeout as sleep } from 'node:timers/promises';
import type { TaskClothType, TryOnInput, TryOnProvider } from './provider.ts';
import { TryOnError } from './provider.ts';

export interface FitRoomOptions {
  baseUrl: string;
  apiKey: string;
  /** How often the task is polled; FitRoom's own clients use 2 s. */
  pollIntervalMs?: number;
  fetch?: typeof fetch;
}

// FitRoom names a whole outfit 'full_set'; its 'combo' takes the top as cloth_image and the bottom as lower_cloth_image.
const FITROOM_CLOTH_TYPE: Record<TaskClothType, string> = { upper: 'upper', lower: 'lower', full: 'full_set', combo: 'combo' };

interface FitRoomTask {
  task_id?: string;
  status?: string;
  progress?: number;
  download_signed_url?: string;
  error?: string;
  reason?: string;
  message?: string;
}

/**
 * Maps a non-2xx answer to a message the store can act on; only transient ones are retried. A
 * transient message is only shown once the retries are used up, so it never promises another try.
 */
async function failureOf(response: Response): Promise<TryOnError> {
  if (response.status === 402) return new TryOnError('The try-on provider has no credits left', false);
  if (response.status === 429) return new TryOnError('The try-on provider is busy right now. Please try again in a few minutes.', true);
  if (response.status === 401 || response.status === 403) return new TryOnError('The try-on provider refused our API key', false);
  if (response.status >= 500) return new TryOnError('The try-on provider is unavailable right now. Please try again later.', true);
  const body = (await response.json().catch(() => ({}))) as FitRoomTask;
  return new TryOnError(`The try-on provider refused the request: ${body.message ?? body.error ?? response.statusText}`, false);
}

export function createFitRoomProvider(options: FitRoomOptions): TryOnProvider {
  const http = options.fetch ?? fetch;
  const pollIntervalMs = options.pollIntervalMs ?? 2000;
  const url = (path: string) => new URL(path, options.baseUrl).toString();
  const headers = { 'X-API-KEY': options.apiKey };

  async function call(target: string, init: RequestInit): Promise<Response> {
    try {
      const response = await http(target, init);
      if (!response.ok) throw await failureOf(response);
      return response;
    } catch (error) {
      if (error instanceof TryOnError) throw error;
      if (init.signal?.aborted) throw init.signal.reason;
      throw new TryOnError('The try-on provider could not be reached. Please try again later.', true);
    }
  }

  return {
    name: 'fitroom',
    async run(input: TryOnInput) {
      const { signal } = input;
      const form = new FormData();
      form.set('cloth_type', FITROOM_CLOTH_TYPE[input.clothType]);
      form.set('model_image', new Blob([new Uint8Array(input.personImage)], { type: 'image/jpeg' }), 'model.jpg');
      form.set('cloth_image', new Blob([new Uint8Array(input.dressImage)], { type: 'image/jpeg' }), 'cloth.jpg');
      if (input.clothType === 'combo') {
        if (!input.lowerDress) throw new TryOnError('A top and bottom try-on needs the bottom', false);
        form.set('lower_cloth_image', new Blob([new Uint8Array(input.lowerDress.image)], { type: 'image/jpeg' }), 'lower_cloth.jpg');
      }
      const created = (await (await call(url('/api/tryon/v2/tasks'), { method: 'POST', headers, body: form, signal })).json()) as FitRoomTask;
      if (!created.task_id) throw new TryOnError('The try-on provider did not return a task', true);

      for (;;) {
        await sleep(pollIntervalMs, undefined, { signal });
        const task = (await (await call(url(`/api/tryon/v2/tasks/${encodeURIComponent(created.task_id)}`), { headers, signal })).json()) as FitRoomTask;
        if (typeof task.progress === 'number') input.onProgress?.(Math.min(90, Math.max(0, Math.round(task.progress))));
        if (task.status === 'FAILED') {
          throw new TryOnError(`The try-on provider could not make this image: ${task.error ?? task.reason ?? task.message ?? 'no reason given'}`, false);
        }
        if (task.status === 'COMPLETED') {
          if (!task.download_signed_url) throw new TryOnError('The try-on provider finished without an image', false);
          const image = await call(task.download_signed_url, { signal });
          return Buffer.from(await image.arrayBuffer());
        }
      }
    },
  };
}
