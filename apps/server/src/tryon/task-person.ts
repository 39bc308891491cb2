import type { Db } from '../db/client.ts';
import { recordGeneratedImage } from '../modules/generated-images/generated-images.repository.ts';
import { recordLook } from '../modules/person-photos/looks.repository.ts';
import { findPhotoOfStore } from '../modules/person-photos/person-photos.repository.ts';
import { findModelOfStore, type TryonTaskRow } from '../modules/tryon/tryon.repository.ts';
import { objectKeys, type PersonOwner } from '../storage/keys.ts';
import type { PersonRef } from './provider.ts';

/**
 * The person a task puts the dress on, and where its result goes: a store model's result is the
 * store's generated image; a person photo's is a look, kept in its owner's private folder.
 */
export interface TaskPerson {
  ref: PersonRef;
  imageKey: string;
  resultKey: string;
  /** Records the stored result (inside the transaction that completes the task). */
  recordResult(tx: Db, dressId: string): Promise<unknown>;
}

export async function personOfTask(db: Db, task: TryonTaskRow): Promise<TaskPerson | null> {
  if (task.modelId) {
    const model = await findModelOfStore(db, task.clientId, task.modelId);
    if (!model) return null;
    const resultKey = objectKeys.generated(task.clientId, task.id);
    return {
      ref: { kind: 'model', id: model.id },
      imageKey: model.imageKey,
      resultKey,
      recordResult: (tx, dressId) => recordGeneratedImage(tx, { clientId: task.clientId, taskId: task.id, modelId: model.id, dressId, imageKey: resultKey }),
    };
  }
  const photo = task.photoId ? await findPhotoOfStore(db, task.clientId, task.photoId) : null;
  // A shopper's photo, or an anonymous widget visitor's (its session owns the folder).
  const owner: PersonOwner | null = photo?.userId ? { kind: 'user', id: photo.userId } : photo?.widgetSessionId ? { kind: 'widget', id: photo.widgetSessionId } : null;
  if (!photo || !owner) return null;
  const resultKey = objectKeys.look(task.clientId, owner, task.id);
  return {
    ref: { kind: 'photo', id: photo.id },
    imageKey: photo.imageKey,
    resultKey,
    recordResult: (tx, dressId) => recordLook(tx, { clientId: task.clientId, photoId: photo.id, taskId: task.id, dressId, imageKey: resultKey }),
  };
}
