import { clothTypeOf, type WidgetTryon, type WidgetTryonRequest } from '@tryown/contracts';
import type { Services } from '../../services.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { EXTENSION_OF, sniffImageType, type ImageContentType } from '../../storage/image-sanitizer.ts';
import { objectKeys, type ImageExtension } from '../../storage/keys.ts';
import { deleteUploadedImage, storeUploadedImage } from '../../storage/upload-slots.ts';
import { analysePersonPhoto, unsupportedClothType } from '../../tryon/photo-analysis.ts';
import { tryOnJob } from '../../tryon/tryon.job.ts';
import { recordEvent } from '../analytics/analytics.repository.ts';
import { insertPersonPhoto } from '../person-photos/person-photos.repository.ts';
import { insertTask, isUuid } from '../tryon/tryon.repository.ts';
import { widgetTryonsThisMonth } from '../analytics/analytics.service.ts';
import { findPhotoOfSession, findTaskOfSession } from './widget-tryon.repository.ts';
import type { WidgetSettingsRow } from './widget-settings.repository.ts';
import { offeredModel } from './demo-widget.ts';
import { enabledDress } from './widget.service.ts';

type Session = { id: string; clientId: string };
type Deps = Pick<Services, 'db' | 'storage' | 'queue' | 'config'>;

export const CAP_REACHED = "This shop's try-ons for this month are used up. Please come back next month.";

const actorOf = (session: Session) => `widget:${session.id}`;
export const widgetOwner = (session: Session) => ({ kind: 'widget' as const, id: session.id });

/**
 * Keeps a person photo in the session's own folder: `store` writes its image and thumbnail at the
 * key and gives the analysis record; the row (and, for an upload, its event) follows in one
 * transaction. When anything fails, neither row nor file is kept.
 */
async function keepSessionPhoto({ db, storage }: Deps, session: Session, extension: ImageExtension, uploaded: boolean, store: (imageKey: string) => Promise<object>) {
  const imageKey = objectKeys.personPhoto(session.clientId, widgetOwner(session), extension);
  try {
    const analysis = await store(imageKey);
    const photo = await db.transaction(async (tx) => {
      if (uploaded) await recordEvent(tx, { clientId: session.clientId, kind: 'photo_uploaded', source: 'widget', actor: actorOf(session) });
      return insertPersonPhoto(tx, { clientId: session.clientId, userId: null, widgetSessionId: session.id, imageKey, thumbnailKey: objectKeys.thumbnail(imageKey), analysis });
    });
    return { photoId: photo.id };
  } catch (error) {
    await deleteUploadedImage(storage, imageKey);
    throw error;
  }
}

/**
 * A visitor's photo: checked and re-encoded like every upload, then analysed (decision 0061). An
 * unusable photo is refused with the reason (422) and nothing is kept.
 */
export const addWidgetPhoto = (deps: Deps, session: Session, bytes: Buffer, contentType: ImageContentType) =>
  keepSessionPhoto(deps, session, EXTENSION_OF[contentType], true, async (imageKey) => {
    const image = await storeUploadedImage(deps.storage, imageKey, bytes, contentType);
    return analysePersonPhoto(image.body);
  });

/**
 * One of the models the widget offers (the landing demo's), taken as the session's photo: a byte
 * copy of its image and thumbnail with its analysis record (same bytes, so the try-on reads it), so
 * the try-on, its look and the 24-hour sweep are those of a visitor's own photo.
 */
export async function addModelPhoto(deps: Deps, widget: WidgetSettingsRow, session: Session, modelId: string) {
  const model = await offeredModel(deps.db, widget, modelId);
  const [image, thumbnail] = await Promise.all([deps.storage.get(model.imageKey), deps.storage.get(objectKeys.thumbnail(model.imageKey))]);
  const contentType = image && sniffImageType(image);
  if (!image || !thumbnail || !contentType) throw notFound('This model is not available for try-on');
  return keepSessionPhoto(deps, session, EXTENSION_OF[contentType], false, async (imageKey) => {
    await deps.storage.put(imageKey, image, contentType);
    await deps.storage.put(objectKeys.thumbnail(imageKey), thumbnail, 'image/webp');
    return model.analysis as object;
  });
}

/** A try-on of an enabled dress on the session's own photo, within the store's monthly cap. */
export async function startWidgetTryon({ db, queue, config }: Deps, widget: WidgetSettingsRow, session: Session, input: WidgetTryonRequest) {
  const dress = await enabledDress({ db }, widget, input.dressId);
  const photo = await findPhotoOfSession(db, session.id, input.photoId);
  if (!photo) throw notFound('Photo not found. Please choose your photo again.');
  const limit = unsupportedClothType(photo.analysis, clothTypeOf(dress), config.tryon.provider);
  if (limit) throw new HttpError(422, `This photo cannot be used for this garment: ${limit}`);
  if ((await widgetTryonsThisMonth(db, widget.clientId)) >= widget.monthlyCap) throw new HttpError(429, CAP_REACHED);
  const task = await db.transaction(async (tx) => {
    const row = await insertTask(tx, { clientId: widget.clientId, photoId: photo.id, dressId: dress.id, provider: config.tryon.provider }, { source: 'widget', actor: actorOf(session) });
    await queue.send(tryOnJob, { taskId: row.id }, { inTransaction: tx });
    return row;
  });
  return { taskId: task.id };
}

async function taskOf({ db }: Pick<Services, 'db'>, session: Session, id: string) {
  const task = isUuid(id) ? await findTaskOfSession(db, session.id, id) : null;
  if (!task) throw notFound('Try-on not found');
  return task;
}

export async function widgetTryon(services: Pick<Services, 'db'>, session: Session, id: string): Promise<WidgetTryon> {
  const task = await taskOf(services, session, id);
  return { taskId: task.id, status: task.status, progress: task.progress, ...(task.status === 'FAILED' ? { error: task.error ?? 'The try-on did not work' } : {}) };
}

/** The finished image's bytes (served through the widget's API, so the shop's page may read it). */
export async function widgetTryonImage(services: Pick<Services, 'db' | 'storage'>, session: Session, id: string) {
  const task = await taskOf(services, session, id);
  const image = task.status === 'COMPLETED' && task.resultKey ? await services.storage.get(task.resultKey) : null;
  if (!image) throw notFound('The try-on image is not ready');
  return image;
}
