import type { z } from 'zod';
import type { CreateModelRequestSchema, Model, ModelsQuerySchema, UpdateModelRequestSchema } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { assertOwnImage, deleteImageIfUnused, isRowId, offsetOf, signedImage } from '../catalogue/catalogue.shared.ts';
import { deleteModel, findModel, insertModel, listModels, updateModel, type ModelRow, type ModelValues } from './models.repository.ts';

type Deps = { db: Db; storage: ObjectStorage };
const NOT_FOUND = 'Model not found';

export async function toModel(storage: ObjectStorage, row: ModelRow): Promise<Model> {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    age: row.age,
    bodyMeasurements: { height: row.height, chest: row.chest, waist: row.waist },
    imageKey: row.imageKey,
    ...(await signedImage(storage, row.imageKey)),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listStoreModels({ db, storage }: Deps, clientId: string, query: z.output<typeof ModelsQuerySchema>) {
  const { rows, total } = await listModels(db, clientId, { category: query.category || undefined, limit: query.limit, offset: offsetOf(query.page, query.limit) });
  return { success: true as const, models: await Promise.all(rows.map((r) => toModel(storage, r))), total, page: query.page, limit: query.limit };
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
  const row = await insertModel(db, clientId, { ...valuesOf(input), imageKey: input.imageKey });
  return { success: true as const, message: 'Model added successfully!', model: await toModel(storage, row) };
}

export async function editModel({ db, storage }: Deps, clientId: string, id: string, input: z.output<typeof UpdateModelRequestSchema>) {
  const current = isRowId(id) ? await findModel(db, clientId, id) : null;
  if (!current) throw notFound(NOT_FOUND);
  const newImage = input.imageKey && input.imageKey !== current.imageKey ? input.imageKey : null;
  if (newImage) await assertOwnImage(storage, clientId, newImage, 'models');
  const row = await updateModel(db, clientId, id, { ...valuesOf(input), ...(newImage ? { imageKey: newImage } : {}) });
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
