import type { ErrorCode } from './contract/error-codes.ts';

/** A failure the caller can act on, with a stable code the site translates. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: ErrorCode, statusCode: number, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);

/** Seconds a client is asked to wait before retrying while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database cannot be reached (down, restarting, out of connections): try again shortly. */
export const databaseUnavailable = () =>
  new AppError(
    'DATABASE_UNAVAILABLE',
    503,
    'The database cannot be reached at the moment; try again in a few seconds',
    { retryAfter: DATABASE_RETRY_AFTER_SECONDS },
  );
