import type { CreateTryonTaskRequest, CreateTryonTaskResponse, TryonTask } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { tryOnJob } from '../../tryon/tryon.job.ts';
import type { TryOnQueue } from '../../tryon/tryon.worker.ts';
import { findDressOfStore, findModelOfStore, findTaskOfStore, insertTask, isUuid, type TryonTaskRow } from './tryon.repository.ts';

/** Records the task, then queues it; a task whose send was lost is re-sent by recovery at start. */
export async function createTryonTask(
  { db }: Pick<Services, 'db'>,
  tryon: TryOnQueue,
  clientId: string,
  input: CreateTryonTaskRequest,
): Promise<CreateTryonTaskResponse> {
  const model = await findModelOfStore(db, clientId, input.modelId);
  if (!model) throw notFound('Model not found');
  const dress = await findDressOfStore(db, clientId, input.dressId);
  if (!dress) throw notFound('Dress not found');
  if (dress.disabled) throw badRequest('This dress is disabled');
  const task = await insertTask(db, { clientId, modelId: model.id, dressId: dress.id, provider: tryon.providerName });
  await tryon.queue.send(tryOnJob, { taskId: task.id });
  return { success: true, task_id: task.id, status: task.status };
}

export async function toApiTask({ storage }: Pick<Services, 'storage'>, task: TryonTaskRow): Promise<TryonTask> {
  const answer: TryonTask = { task_id: task.id, status: task.status, progress: task.progress };
  if (task.status === 'COMPLETED' && task.resultKey) answer.download_signed_url = await storage.signedGetUrl(task.resultKey);
  if (task.status === 'FAILED') answer.error = task.error ?? 'The try-on failed';
  return answer;
}

/** Another store's task, or no task at all, answers the same 404. */
export async function getTryonTask(services: Pick<Services, 'db' | 'storage'>, clientId: string, id: string): Promise<TryonTask> {
  const task = isUuid(id) ? await findTaskOfStore(services.db, clientId, id) : null;
  if (!task) throw notFound('Task not found');
  return toApiTask(services, task);
}
