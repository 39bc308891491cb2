import { z } from 'zod';
import { FILE_DELETION_OPTIONS } from '../../queue/file-deletion.ts';
import { defineJob } from '../../queue/queue.ts';

/** Only keys of a store's generated images (objectKeys.generated): this job never touches anything else. */
const GeneratedKey = z.string().refine((key) => /^clients\/[0-9a-f-]{36}\/generated\/[^/]+$/.test(key) && !key.includes('..'), 'not a generated image key');

/**
 * Removes the files of deleted AI Outfits images. Queued in the transaction that deletes their rows,
 * like a store's or a person's files (decision 0070), so a storage outage only delays the removal.
 */
export const deleteGeneratedFilesJob = defineJob({
  name: 'delete-generated-files',
  payload: z.object({ keys: z.array(GeneratedKey).min(1) }),
  options: FILE_DELETION_OPTIONS,
});
