import { ApiError, UploadUrlError } from '../../lib/api-error.ts';

/** The spec's toast text, followed by the server's reason when it gave one (so errors always show). */
export function failure(specText: string, error: unknown): string {
  const reason = error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
  return reason && reason !== specText ? `${specText} ${reason}` : specText;
}

/** A catalogue save's failure toast; when the upload-url step failed, the spec's own words for that. */
export const saveFailure = (specText: string, error: unknown) => failure(error instanceof UploadUrlError ? 'Failed to get S3 upload URL' : specText, error);
