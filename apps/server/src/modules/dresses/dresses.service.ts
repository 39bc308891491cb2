import type { z } from 'zod';
import { type ClothType, clothTypeOf, type CreateDressRequestSchema, defaultSizes, type Dress, DRESS_LENGTHS, type DressesQuerySchema, type DressLength, lengthFitsClothType, type UpdateDressRequestSchema } from '@tryown/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { engineRunner } from '../../tryon/engine-runner.ts';
import { analyseGarmentPhoto, analysisStateOf, garmentRecordFor, preparedOf } from '../../tryon/photo-analysis.ts';
import { analyseUpload, assertOwnImage, deleteImageIfUnused, isRowId, offsetOf, signedImage } from '../catalogue/catalogue.shared.ts';
import { keptListPage } from '../../lib/list-etag.ts';
import type { ProcessCaches } from '../../lib/process-caches.ts';
import { deleteDress, dressListState, findDress, insertDress, listDresses, setDressAnalysis, updateDress, type DressListRow, type DressValues } from './dresses.repository.ts';

type Deps = { db: Db; storage: ObjectStorage };
const NOT_FOUND = 'Dress not found';

/** Rows written before sizes were objects may hold plain strings; they read as selected sizes. */
const readSizes = (sizes: unknown): Dress['sizes'] =>
  Array.isArray(sizes)
    ? sizes.flatMap((s) =>
        typeof s === 'string' ? [{ size: s, selected: true }] : s && typeof s === 'object' && 'size' in s ? [{ size: String(s.size), selected: s.selected !== false }] : [],
      )
    : [];

export async function toDress(storage: ObjectStorage, row: DressListRow): Promise<Dress> {
  const clothType = clothTypeOf(row);
  return {
    _id: row.id,
    name: row.name,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    type: row.type,
    price: row.price,
    originalPrice: row.originalPrice,
    description: row.description,
    sizes: readSizes(row.sizes),
    stockStatus: row.stockStatus,
    imageKey: row.imageKey,
    ...(await signedImage(storage, row.imageKey)),
    clothType,
    length: row.length,
    analysis: analysisStateOf(row.analysis, clothType),
    disabled: row.disabled,
    isNewArrival: row.isNewArrival,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the store's dresses, or null (304) when `ifNoneMatch` names the page as it stands. */
export async function listStoreDresses({ db, storage, caches }: Deps & { caches: ProcessCaches }, clientId: string, query: z.output<typeof DressesQuerySchema>, ifNoneMatch?: string) {
  return keptListPage(caches.listPages, clientId, 'dresses', query, ifNoneMatch, async () => {
    const filter = { category: query.category || undefined, subcategory: query.subcategory || undefined, type: query.type || undefined };
    const { total, changedAt } = await dressListState(db, clientId, filter);
    const build = async () => {
      const rows = await listDresses(db, clientId, { ...filter, limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { success: true as const, dresses: await Promise.all(rows.map((r) => toDress(storage, r))), total, page: query.page, limit: query.limit };
    };
    return { state: [total, changedAt?.toISOString()], build };
  });
}

const GARMENT_WORDS: Record<ClothType, string> = { upper: 'top', lower: 'bottom', full: 'dress' };

/**
 * The length to keep for a dress of this cloth type: the one sent (null clears it), else the current
 * one. A length sent that does not fit the cloth type is refused; a kept one that no longer fits (the
 * store changed the type) is dropped, and the engine reads the length from the photo again.
 */
function lengthFor(clothType: ClothType, sent: DressLength | null | undefined, current: DressLength | null): DressLength | null {
  if (sent === undefined) return current && lengthFitsClothType(clothType, current) ? current : null;
  if (sent !== null && !lengthFitsClothType(clothType, sent)) throw badRequest(`Length "${sent}" does not fit a ${GARMENT_WORDS[clothType]}: choose ${DRESS_LENGTHS[clothType].join(', ')}`);
  return sent;
}

function valuesOf(input: z.output<typeof UpdateDressRequestSchema>, keepSizes: boolean, length: DressLength | null): Omit<DressValues, 'imageKey'> {
  return {
    name: input.name,
    brand: input.brand,
    category: input.category,
    subcategory: input.subcategory,
    type: input.type,
    price: input.price ?? null,
    originalPrice: input.originalPrice ?? null,
    description: input.description,
    stockStatus: input.stockStatus,
    length,
    ...(input.sizes ? { sizes: input.sizes } : keepSizes ? {} : { sizes: defaultSizes() }),
  };
}

export async function addDress({ db, storage }: Deps, clientId: string, input: z.output<typeof CreateDressRequestSchema>) {
  await assertOwnImage(storage, clientId, input.imageKey, 'dresses');
  const clothType = clothTypeOf(input);
  const length = lengthFor(clothType, input.length, null);
  const analysis = await analyseUpload(db, storage, clientId, input.imageKey, (image) => analyseGarmentPhoto(image, clothType));
  const row = await insertDress(db, clientId, { ...valuesOf(input, false, length), imageKey: input.imageKey, analysis });
  return { success: true as const, message: 'Dress added successfully!', dress: await toDress(storage, row) };
}

export async function editDress({ db, storage }: Deps, clientId: string, id: string, input: z.output<typeof UpdateDressRequestSchema>) {
  const current = isRowId(id) ? await findDress(db, clientId, id) : null;
  if (!current) throw notFound(NOT_FOUND);
  const newImage = input.imageKey && input.imageKey !== current.imageKey ? input.imageKey : null;
  if (newImage) await assertOwnImage(storage, clientId, newImage, 'dresses');
  // A new image, or a new type that changes what the garment covers, is checked before anything is saved.
  const clothType = clothTypeOf(input);
  const length = lengthFor(clothType, input.length, current.length);
  const analysis =
    newImage || clothType !== clothTypeOf(current)
      ? await analyseUpload(db, storage, clientId, newImage ?? current.imageKey, (image) => analyseGarmentPhoto(image, clothType))
      : undefined;
  const row = await updateDress(db, clientId, id, { ...valuesOf(input, true, length), ...(newImage ? { imageKey: newImage } : {}), ...(analysis ? { analysis } : {}) });
  if (!row) throw notFound(NOT_FOUND);
  if (newImage) await deleteImageIfUnused(db, storage, clientId, current.imageKey);
  return { success: true as const, message: 'Dress updated successfully!', dress: await toDress(storage, row) };
}

export async function removeDress({ db, storage }: Deps, clientId: string, id: string) {
  const row = isRowId(id) ? await deleteDress(db, clientId, id) : null;
  if (!row) throw notFound(NOT_FOUND);
  await deleteImageIfUnused(db, storage, clientId, row.imageKey);
  return { success: true as const, message: 'Dress deleted successfully' };
}

/** The card menu's flags; the messages are the spec's toasts. */
const FLAG_CHANGES = {
  disable: { values: { disabled: true }, message: 'Dress disabled successfully' },
  enable: { values: { disabled: false }, message: 'Dress enabled successfully' },
  markNew: { values: { isNewArrival: true }, message: 'Marked as new arrival' },
  unmarkNew: { values: { isNewArrival: false }, message: 'Unmarked new arrival' },
} as const;
export type DressFlagChange = keyof typeof FLAG_CHANGES;

export async function setDressFlag({ db, storage }: Deps, clientId: string, id: string, change: DressFlagChange) {
  const { values, message } = FLAG_CHANGES[change];
  const row = isRowId(id) ? await updateDress(db, clientId, id, values) : null;
  if (!row) throw notFound(NOT_FOUND);
  return { success: true as const, message, dress: await toDress(storage, row) };
}

/** The dress's image and its analysis record for its cloth type, analysed now (and kept) when missing or out of date. */
async function checkedDress({ db, storage }: Deps, clientId: string, id: string) {
  const row = isRowId(id) ? await findDress(db, clientId, id) : null;
  if (!row) throw notFound(NOT_FOUND);
  const image = await storage.get(row.imageKey);
  if (!image) throw notFound('The dress photo is missing');
  const { record, fresh } = await garmentRecordFor(row.analysis, image, clothTypeOf(row));
  if (fresh) await setDressAnalysis(db, clientId, id, record);
  return { row: { ...row, analysis: record }, image, record };
}

/** Checks the dress's photo with the current engine now, for its cloth type (a row from before uploads were checked, or after an engine upgrade). */
export async function recheckDress(deps: Deps, clientId: string, id: string) {
  const { row } = await checkedDress(deps, clientId, id);
  const dress = await toDress(deps.storage, row);
  return { success: true as const, message: dress.analysis.message, dress };
}

/** The garment cut out of its photo (PNG with transparency), as the engine will lay it on a person. */
export async function dressCutout(deps: Deps, clientId: string, id: string): Promise<Buffer> {
  const { image, record } = await checkedDress(deps, clientId, id);
  if (record.refusal) throw new HttpError(422, `The garment cannot be cut out of this photo: ${record.refusal.message}`);
  return engineRunner.renderCutout(image, record.analysis, preparedOf(record));
}
