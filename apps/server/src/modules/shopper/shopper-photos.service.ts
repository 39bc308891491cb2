import type { CreatePhotoRequest, PersonPhoto } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { EXTENSION_OF, type ImageContentType } from '../../storage/image-sanitizer.ts';
import { objectKeys } from '../../storage/keys.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { createUploadSlot, deleteUploadedImage } from '../../storage/upload-slots.ts';
import { analysePersonPhoto, analyseStoredUpload } from '../../tryon/photo-analysis.ts';
import { recordEvent } from '../analytics/analytics.repository.ts';
import { isRowId } from '../catalogue/catalogue.shared.ts';
import { lookKeysOfPhoto } from '../person-photos/looks.repository.ts';
import { deletePersonFilesJob } from '../person-photos/person-files.job.ts';
import { deletePhotoOfUser, findPhotoOfUser, insertPersonPhoto, isPhotoKeyTaken, listPhotosOfUser, type PersonPhotoRow } from '../person-photos/person-photos.repository.ts';
import { taskIdsOfPhoto } from '../tryon/tryon.repository.ts';
import { ownerOf, type Shopper } from './shopper.ts';

type Deps = Pick<Services, 'db' | 'storage'>;
const NOT_FOUND = 'Photo not found';

export async function toPhoto(storage: ObjectStorage, row: PersonPhotoRow): Promise<PersonPhoto> {
  const [imageUrl, thumbnailUrl] = await Promise.all([storage.signedGetUrl(row.imageKey), storage.signedGetUrl(row.thumbnailKey)]);
  return { _id: row.id, imageUrl, thumbnailUrl, analysis: row.analysis ? 'ready' : 'pending', createdAt: row.createdAt.toISOString() };
}

/** An upload slot in the shopper's own folder; the photo becomes theirs with POST user/photos. */
export const photoUploadSlot = (deps: Pick<Services, 'db' | 'signer'>, shopper: Shopper, fileType: ImageContentType) =>
  createUploadSlot(deps, { key: objectKeys.personPhoto(shopper.clientId, ownerOf(shopper), EXTENSION_OF[fileType]), clientId: shopper.clientId }, fileType);

export async function addPhoto({ db, storage }: Deps, shopper: Shopper, input: CreatePhotoRequest) {
  const { imageKey } = input;
  const ownFolder = `${objectKeys.personPrefix(shopper.clientId, ownerOf(shopper))}photos/`;
  if (!imageKey.startsWith(ownFolder) || imageKey.includes('..') || imageKey.endsWith('.thumb.webp')) {
    throw badRequest('imageKey: upload the photo with user/photos/upload-url first');
  }
  if (await isPhotoKeyTaken(db, imageKey)) throw conflict('This photo was already added');
  // Analysed now (decision 0061): an unusable photo is refused with the reason and its upload deleted;
  // a usable one keeps its analysis, so the try-on does not analyse it again. Reading the image is
  // also the check that it was uploaded (400 when it was not): storage is asked once.
  const analysis = await analyseStoredUpload(storage, imageKey, analysePersonPhoto, () => deleteUploadedImage(storage, imageKey));
  const row = await db.transaction(async (tx) => {
    await recordEvent(tx, { clientId: shopper.clientId, kind: 'photo_uploaded', source: 'shopper', actor: `user:${shopper.id}` });
    return insertPersonPhoto(tx, { clientId: shopper.clientId, userId: shopper.id, imageKey, thumbnailKey: objectKeys.thumbnail(imageKey), analysis });
  });
  return { success: true as const, message: 'Photo added', photo: await toPhoto(storage, row) };
}

export async function listPhotos({ db, storage }: Deps, shopper: Shopper) {
  const rows = await listPhotosOfUser(db, shopper.id);
  return { success: true as const, photos: await Promise.all(rows.map((row) => toPhoto(storage, row))) };
}

/**
 * The photo with its analysis, its try-on tasks and looks (rows cascade), and, by a job queued in
 * the same transaction, their files. Results are found by task as well as by look, so one that
 * finishes while this runs is not left behind (one finishing after it finds no photo to record
 * against, and removes its own file).
 */
export async function removePhoto({ db, queue }: Pick<Services, 'db' | 'queue'>, shopper: Shopper, id: string) {
  const photo = isRowId(id) ? await findPhotoOfUser(db, shopper.id, id) : null;
  if (!photo) throw notFound(NOT_FOUND);
  await db.transaction(async (tx) => {
    const [lookKeys, taskIds] = await Promise.all([lookKeysOfPhoto(tx, photo.id), taskIdsOfPhoto(tx, photo.id)]);
    if (!(await deletePhotoOfUser(tx, shopper.id, photo.id))) throw notFound(NOT_FOUND);
    const resultKeys = taskIds.map((taskId) => objectKeys.look(shopper.clientId, ownerOf(shopper), taskId));
    const keys = [...new Set([photo.imageKey, photo.thumbnailKey, ...lookKeys, ...resultKeys])];
    await queue.send(deletePersonFilesJob, { keys }, { inTransaction: tx });
  });
  return { success: true as const, message: 'Photo deleted' };
}
