/** Every failed API call: `status` 0 means the server was not reached (or there was no token to send). */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}
