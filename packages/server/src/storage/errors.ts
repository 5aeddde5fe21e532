/**
 * The store did not answer, or answered with an error other than "no such object" (S3 down,
 * wrong credentials, missing bucket). The error handler answers 503 `service_unavailable` and
 * logs the cause; "no such object" is never an error (get and stat answer undefined).
 */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}
