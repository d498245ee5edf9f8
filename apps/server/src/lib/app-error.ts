/**
 * The one error type services throw. The error handler turns it into the API envelope:
 * `{message}`; for 422 also `errors: {field: [messages]}`; `data` when the caller needs more
 * (a conflict names the current version).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A 429 that also says when to try again, in the Retry-After header. */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

export const unauthenticated = () => new AppError(401, 'Unauthenticated.');
export const forbidden = () => new AppError(403, 'This action is unauthorized.');
export const notFound = (message = 'Not Found') => new AppError(404, message);

/**
 * A service the request needs besides the database (the file storage) failed. The error's own
 * message names the service and says why, for the log; the caller gets a 503 with
 * `publicMessage`. Its cause may carry the network codes a lost database does (ECONNREFUSED
 * …): the service named here, not the database, is the one at fault.
 */
export class ServiceUnavailable extends Error {
  /** e.g. `the S3 bucket "cv-files" at https://…`. */
  readonly service: string;

  constructor(
    failure: string,
    readonly publicMessage: string,
    options: { service: string; cause: unknown },
  ) {
    super(failure, { cause: options.cause });
    this.name = 'ServiceUnavailable';
    this.service = options.service;
  }
}
