import { ApiError } from '../../lib/api-error.ts';

/** The spec's toast text, followed by the server's reason when it gave one (so errors always show). */
export function failure(specText: string, error: unknown): string {
  const reason = error instanceof ApiError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : '';
  return reason && reason !== specText ? `${specText} ${reason}` : specText;
}
