import { clothTypeOf, type CreateTryonTaskRequest, type CreateTryonTaskResponse, type TryonTask } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { analysisStateOf, unsupportedClothType } from '../../tryon/photo-analysis.ts';
import { tryOnJob } from '../../tryon/tryon.job.ts';
import { findDressOfStore, findModelOfStore, findTaskOfStore, insertTask, isUuid, type TryonTaskRow } from './tryon.repository.ts';

const KIND = { upper: 'the upper body', lower: 'the lower body', full: 'the whole body' } as const;

/** One of the store's dresses that can be tried on: the store's own (else 404), enabled, its photo not refused. */
async function usableDress(db: Services['db'], clientId: string, id: string, label: 'Dress' | 'Bottom') {
  const dress = await findDressOfStore(db, clientId, id);
  if (!dress) throw notFound(`${label} not found`);
  if (dress.disabled) throw badRequest(`This ${label.toLowerCase()} is disabled`);
  const state = analysisStateOf(dress.analysis, clothTypeOf(dress));
  if (state.state === 'refused') throw new HttpError(422, `The ${label.toLowerCase()} photo cannot be used for a try-on: ${state.message}`);
  return dress;
}

/** Records the task and queues its job in one transaction: both exist, or neither (the caller may retry). */
export async function createTryonTask(
  { db, queue, config }: Pick<Services, 'db' | 'queue' | 'config'>,
  clientId: string,
  input: CreateTryonTaskRequest,
): Promise<CreateTryonTaskResponse> {
  const model = await findModelOfStore(db, clientId, input.modelId);
  if (!model) throw notFound('Model not found');
  const refused = analysisStateOf(model.analysis);
  if (refused.state === 'refused') throw new HttpError(422, `The model photo cannot be used for a try-on: ${refused.message}`);
  const dress = await usableDress(db, clientId, input.dressId, 'Dress');
  const lower = input.lowerDressId ? await usableDress(db, clientId, input.lowerDressId, 'Bottom') : null;
  if (lower) {
    if (clothTypeOf(dress) !== 'upper') throw badRequest(`dressId: a top and bottom try-on needs a top first; "${dress.type}" covers ${KIND[clothTypeOf(dress)]}`);
    if (clothTypeOf(lower) !== 'lower') throw badRequest(`lowerDressId: a top and bottom try-on needs a bottom second; "${lower.type}" covers ${KIND[clothTypeOf(lower)]}`);
  }
  // A model photo that fits only some garment kinds (seated, cut off above the knees): said at once.
  for (const garment of lower ? [dress, lower] : [dress]) {
    const limit = unsupportedClothType(model.analysis, clothTypeOf(garment), config.tryon.provider);
    if (limit) throw new HttpError(422, `The model photo cannot be used for this garment: ${limit}`);
  }
  const task = await db.transaction(async (tx) => {
    const row = await insertTask(tx, { clientId, modelId: model.id, dressId: dress.id, lowerDressId: lower?.id ?? null, provider: config.tryon.provider });
    await queue.send(tryOnJob, { taskId: row.id }, { inTransaction: tx });
    return row;
  });
  return { success: true, task_id: task.id, status: task.status };
}

/** What a finished task answers once its picture (AI Outfits image or look) was deleted: its file is gone too. */
export const RESULT_DELETED = 'The image of this try-on was deleted';

/** A finished task signs its result's URL; one whose picture was deleted says so instead (forgetTaskResult). */
export async function toApiTask({ storage }: Pick<Services, 'storage'>, task: TryonTaskRow): Promise<TryonTask> {
  const answer: TryonTask = { task_id: task.id, status: task.status, progress: task.progress };
  if (task.status === 'COMPLETED') {
    if (task.resultKey) answer.download_signed_url = await storage.signedGetUrl(task.resultKey);
    else answer.error = RESULT_DELETED;
  }
  if (task.status === 'FAILED') answer.error = task.error ?? 'The try-on failed';
  return answer;
}

/** Another store's task, or no task at all, answers the same 404. */
export async function getTryonTask(services: Pick<Services, 'db' | 'storage'>, clientId: string, id: string): Promise<TryonTask> {
  const task = isUuid(id) ? await findTaskOfStore(services.db, clientId, id) : null;
  if (!task) throw notFound('Task not found');
  return toApiTask(services, task);
}
