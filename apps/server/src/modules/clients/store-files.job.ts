import { z } from 'zod';
import { FILE_DELETION_OPTIONS } from '../../queue/file-deletion.ts';
import { defineJob } from '../../queue/queue.ts';

/**
 * Removes a deleted store's files (everything under `clients/{id}/`). Queued in the transaction that
 * deletes the store's rows and writes the audit row, so the three happen together; storage that is
 * down only delays the removal: 12 retries with backoff from 5 s, over about six hours.
 */
export const deleteStoreFilesJob = defineJob({
  name: 'delete-store-files',
  payload: z.object({ clientId: z.string().uuid() }),
  options: FILE_DELETION_OPTIONS,
});
