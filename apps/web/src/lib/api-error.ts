/**
 * Every failed API call. `status` 0 means the server was not reached (or there was no token to
 * send); `serverMessage` is the server's own `message`, absent when it gave none.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  constructor(status: number, message: string, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The first step of an upload (asking `<area>/upload-url` for a slot) failed; nothing was sent. */
export class UploadUrlError extends ApiError {}

/**
 * The message to show: the server's reason, else the caller's default whenever the server answered
 * (a refusal, or a reply that is not what the call expects), else ours (not reached, no token).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.status !== 0 ? fallback : error.message);
  return error instanceof Error && error.message ? error.message : fallback;
}
