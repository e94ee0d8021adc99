/** A failure the caller can act on, with a stable code the site translates. */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly details: unknown;

  constructor(code: string, statusCode: number, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message);
