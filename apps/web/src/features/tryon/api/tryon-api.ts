import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CreateTryonTaskResponseSchema,
  SaveGeneratedImageResponseSchema,
  TRYON_POLL_INTERVAL_MS,
  TryonTaskSchema,
  type TryonTask,
} from '@tryown/contracts';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { generatedImagesKey } from '../../gallery/api/get-generated-images.ts';

/** One garment, or a top (`dressId`) with a bottom (`lowerDressId`) in one picture. */
export type TryOnPick = { modelId: string; dressId: string; lowerDressId?: string };

export const createTryonTask = (pick: TryOnPick) => api.post('/tryon/tasks', { auth: 'client', body: pick, schema: CreateTryonTaskResponseSchema });

export const getTryonTask = (taskId: string, signal?: AbortSignal) =>
  api.get(`/tryon/tasks/${encodeURIComponent(taskId)}`, { auth: 'client', schema: TryonTaskSchema, signal });

export const saveGeneratedImage = (taskId: string, modelId: string, dressId: string) =>
  api.post('/client/generated-images/save', { auth: 'client', body: { taskId, modelId, dressId }, schema: SaveGeneratedImageResponseSchema });

const isFinished = (task: TryonTask | undefined) => task?.status === 'COMPLETED' || task?.status === 'FAILED';

export type Generation = {
  /** idle: nothing asked yet; running: created and polled; done: image ready; failed: see `error`. */
  phase: 'idle' | 'running' | 'done' | 'failed';
  progress: number;
  imageUrl: string | null;
  error: string | null;
  generate: (pick: TryOnPick) => void;
};

/**
 * One try-on at a time: creates the task, polls it every 2 s (spec section 9) until it ends, then
 * saves the generation (a failed save is only logged, as in the spec) and refreshes the gallery.
 */
export function useTryOnGeneration(): Generation {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<{ taskId: string; modelId: string; dressId: string } | null>(null);
  const saved = useRef<string | null>(null);

  const create = useMutation({
    mutationFn: createTryonTask,
    onSuccess: (created, { modelId, dressId }) => setRequest({ taskId: created.task_id, modelId, dressId }),
  });

  const task = useQuery({
    queryKey: ['tryon', 'task', request?.taskId],
    queryFn: ({ signal }) => getTryonTask(request!.taskId, signal),
    enabled: Boolean(request),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : TRYON_POLL_INTERVAL_MS),
    retry: 2,
  });

  const data = request ? task.data : undefined;
  useEffect(() => {
    if (!request || data?.status !== 'COMPLETED' || saved.current === request.taskId) return;
    saved.current = request.taskId;
    saveGeneratedImage(request.taskId, request.modelId, request.dressId)
      .catch((error: unknown) => console.error('Saving the generated image failed', error))
      .finally(() => void queryClient.invalidateQueries({ queryKey: generatedImagesKey }));
  }, [data?.status, request, queryClient]);

  const generate = (pick: TryOnPick) => {
    setRequest(null);
    create.mutate(pick);
  };

  if (create.isPending) return { phase: 'running', progress: 0, imageUrl: null, error: null, generate };
  if (create.isError) return { phase: 'failed', progress: 0, imageUrl: null, error: errorMessage(create.error, 'Failed to start the try-on.'), generate };
  if (!request) return { phase: 'idle', progress: 0, imageUrl: null, error: null, generate };
  if (task.isError) return { phase: 'failed', progress: 0, imageUrl: null, error: 'Failed to get generated image.', generate };
  if (data?.status === 'FAILED') return { phase: 'failed', progress: data.progress, imageUrl: null, error: data.error ?? 'Failed to get generated image.', generate };
  if (data?.status === 'COMPLETED') {
    return data.download_signed_url
      ? { phase: 'done', progress: 100, imageUrl: data.download_signed_url, error: null, generate }
      : { phase: 'failed', progress: 100, imageUrl: null, error: 'Failed to get generated image.', generate };
  }
  return { phase: 'running', progress: data?.progress ?? 0, imageUrl: null, error: null, generate };
}
