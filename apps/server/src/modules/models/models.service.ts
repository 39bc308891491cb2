import type { z } from 'zod';
import type { CreateModelRequestSchema, Model, ModelsQuerySchema, UpdateModelRequestSchema } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { analysePersonPhoto, analysisStateOf, personRecordFor } from '../../tryon/photo-analysis.ts';
import { analyseUpload, assertOwnImage, deleteImageIfUnused, isRowId, offsetOf, signedImage } from '../catalogue/catalogue.shared.ts';
import { keptListPage } from '../../lib/list-etag.ts';
import type { ProcessCaches } from '../../lib/process-caches.ts';
import { deleteModel, findModel, insertModel, listModels, modelListState, setModelAnalysis, updateModel, type ModelListRow, type ModelValues } from './models.repository.ts';

type Deps = { db: Db; storage: ObjectStorage };
const NOT_FOUND = 'Model not found';

export async function toModel(storage: ObjectStorage, row: ModelListRow): Promise<Model> {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    age: row.age,
    bodyMeasurements: { height: row.height, chest: row.chest, waist: row.waist },
    imageKey: row.imageKey,
    ...(await signedImage(storage, row.imageKey)),
    analysis: analysisStateOf(row.analysis),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the store's models, or null (304) when `ifNoneMatch` names the page as it stands. */
export async function listStoreModels({ db, storage, caches }: Deps & { caches: ProcessCaches }, clientId: string, query: z.output<typeof ModelsQuerySchema>, ifNoneMatch?: string) {
  return keptListPage(caches.listPages, clientId, 'models', query, ifNoneMatch, async () => {
    const filter = { category: query.category || undefined };
    const { total, changedAt } = await modelListState(db, clientId, filter);
    const build = async () => {
      const rows = await listModels(db, clientId, { ...filter, limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { success: true as const, models: await Promise.all(rows.map((r) => toModel(storage, r))), total, page: query.page, limit: query.limit };
    };
    return { state: [total, changedAt?.toISOString()], build };
  });
}

function valuesOf(input: z.output<typeof UpdateModelRequestSchema>): Omit<ModelValues, 'imageKey'> {
  const m = input.bodyMeasurements;
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    age: input.age === undefined ? null : Math.round(input.age),
    height: m.height ?? null,
    chest: m.chest ?? null,
    waist: m.waist ?? null,
  };
}

export async function addModel({ db, storage }: Deps, clientId: string, input: z.output<typeof CreateModelRequestSchema>) {
  await assertOwnImage(storage, clientId, input.imageKey, 'models');
  const analysis = await analyseUpload(db, storage, clientId, input.imageKey, analysePersonPhoto);
  const row = await insertModel(db, clientId, { ...valuesOf(input), imageKey: input.imageKey, analysis });
  return { success: true as const, message: 'Model added successfully!', model: await toModel(storage, row) };
}

export async function editModel({ db, storage }: Deps, clientId: string, id: string, input: z.output<typeof UpdateModelRequestSchema>) {
  const current = isRowId(id) ? await findModel(db, clientId, id) : null;
  if (!current) throw notFound(NOT_FOUND);
  const newImage = input.imageKey && input.imageKey !== current.imageKey ? input.imageKey : null;
  if (newImage) await assertOwnImage(storage, clientId, newImage, 'models');
  const analysis = newImage ? await analyseUpload(db, storage, clientId, newImage, analysePersonPhoto) : undefined;
  const row = await updateModel(db, clientId, id, { ...valuesOf(input), ...(newImage ? { imageKey: newImage, analysis } : {}) });
  if (!row) throw notFound(NOT_FOUND);
  if (newImage) await deleteImageIfUnused(db, storage, clientId, current.imageKey);
  return { success: true as const, message: 'Model updated successfully!', model: await toModel(storage, row) };
}

export async function removeModel({ db, storage }: Deps, clientId: string, id: string) {
  const row = isRowId(id) ? await deleteModel(db, clientId, id) : null;
  if (!row) throw notFound(NOT_FOUND);
  await deleteImageIfUnused(db, storage, clientId, row.imageKey);
  return { success: true as const, message: 'Model deleted successfully!' };
}

/** Checks the model's photo with the current engine now (a row from before uploads were checked, or after an engine upgrade). */
export async function recheckModel({ db, storage }: Deps, clientId: string, id: string) {
  const row = isRowId(id) ? await findModel(db, clientId, id) : null;
  if (!row) throw notFound(NOT_FOUND);
  const image = await storage.get(row.imageKey);
  if (!image) throw notFound('The model photo is missing');
  const { record, fresh } = await personRecordFor(row.analysis, image);
  if (fresh) await setModelAnalysis(db, clientId, id, record);
  const model = await toModel(storage, { ...row, analysis: record });
  return { success: true as const, message: model.analysis.message, model };
}
