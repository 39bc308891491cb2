import { z } from 'zod';
import { FILE_DELETION_OPTIONS } from '../../queue/file-deletion.ts';
import { defineJob } from '../../queue/queue.ts';

/** Only keys in a person's folder (objectKeys.personPrefix): this job never touches a store's catalogue. */
const PersonKey = z.string().refine((key) => /^clients\/[0-9a-f-]{36}\/people\/.+/.test(key) && !key.includes('..'), 'not a person key');

/**
 * Removes a person's files after their rows went: a photo's own keys (image, thumbnail, results),
 * or an owner's whole folder (a deleted account). Queued in the transaction that deletes the rows,
 * like a store's files (decision 0070), so a storage outage only delays the removal.
 */
export const deletePersonFilesJob = defineJob({
  name: 'delete-person-files',
  payload: z.object({ keys: z.array(PersonKey).default([]), prefixes: z.array(PersonKey).default([]) }),
  options: FILE_DELETION_OPTIONS,
});
