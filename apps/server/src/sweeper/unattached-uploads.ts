import type { Column } from 'drizzle-orm';
import { clients, dresses, models, personPhotos } from '../db/schema.ts';
import { objectKeys } from '../storage/keys.ts';
import { deleteUploadSlot, staleUploadSlots } from '../storage/upload-slots.repository.ts';
import type { SweepTask } from './sweep-tasks.ts';

/** An upload no record took within this time is removed (see docs/decisions/0070). */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Every column that holds an uploaded image's key. A feature that attaches uploads to a new kind of
 * record adds its column here, or the sweeper takes its files after a day.
 */
export const UPLOAD_KEY_COLUMNS: Column[] = [models.imageKey, dresses.imageKey, clients.businessLogoKey, personPhotos.imageKey];

const BATCH = 500;

/** Slots older than a day: attached ones just lose their slot row; the others lose their files too. */
export const unattachedUploads: SweepTask = {
  name: 'unattached-uploads',
  async run({ db, storage }, now) {
    const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_MAX_AGE_MS);
    let removed = 0;
    for (;;) {
      const slots = await staleUploadSlots(db, cutoff, UPLOAD_KEY_COLUMNS, BATCH);
      for (const slot of slots) {
        if (!slot.attached) {
          // Files first: if storage is down the slot stays and the next sweep tries again.
          await Promise.all([storage.delete(slot.key), storage.delete(objectKeys.thumbnail(slot.key))]);
          removed++;
        }
        await deleteUploadSlot(db, slot.key);
      }
      if (slots.length < BATCH) return removed;
    }
  },
};
