import * as Sentry from '@sentry/node';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '../contract/error-codes.ts';
import { isDatabaseUnavailable } from '../db/database.ts';
import { AppError, databaseUnavailable } from '../errors.ts';
import { UNDECODABLE_PATH } from '../net/request-target.ts';
import type { ErrorBody, FieldError } from '../schemas/common.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** Answers a page request with the site's localised status page (set by the site plugin). */
    sendStatusPage?: (status: number) => FastifyReply;
  }
  interface FastifyRequest {
    /** Answered 503 DATABASE_UNAVAILABLE: the database could not be reached (the metrics count these). */
    databaseUnavailable: boolean;
  }
}

const isApi = (request: FastifyRequest) => request.url.startsWith('/api');

function fieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).map((issue) => {
    const params = issue.params as { missingProperty?: string; additionalProperty?: string };
    const segments = issue.instancePath.split('/').filter(Boolean);
    if (params.missingProperty) segments.push(params.missingProperty);
    return {
      field: [error.validationContext ?? 'body', ...segments].join('.'),
      message: issue.message ?? 'is invalid',
    };
  });
}

// Fastify's own 4xx codes (FST_ERR_…) are internal names; callers get a stable, documented code.
const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function send(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  if (!isApi(request) && reply.sendStatusPage) return reply.sendStatusPage(status);
  return reply.status(status).send(body);
}

/**
 * Requests Fastify refuses while routing, before any hook runs (so without Helmet's headers): a
 * path whose escapes are not UTF-8 (`/api/v1/therapists/%ED%A0%80`, a lone surrogate's bytes) or
 * a parameter longer than the router takes. They get the one error shape, and cannot be framed.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('content-security-policy', "frame-ancestors 'none'")
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff');
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ code: 'BAD_PATH', message: UNDECODABLE_PATH });
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send({ code: 'URI_TOO_LONG', message: 'A part of the path is longer than allowed' });
  }
  return reply.status(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side' });
}

// While the database is down every request fails the same way: one warning per interval says so.
const OUTAGE_LOG_INTERVAL_MS = 10_000;

/** One error handler and one error body for the whole API. */
export default fp(async function errors(app: FastifyInstance) {
  let outageLoggedAt = Number.NEGATIVE_INFINITY;
  app.decorateRequest('databaseUnavailable', false);
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let error: FastifyError = thrown;
    // A database that is restarting or unreachable is no bug of ours: the caller may retry shortly.
    if (isDatabaseUnavailable(thrown)) {
      if (performance.now() - outageLoggedAt >= OUTAGE_LOG_INTERVAL_MS) {
        outageLoggedAt = performance.now();
        request.log.warn({ err: thrown }, 'the database cannot be reached: answering 503 DATABASE_UNAVAILABLE');
      }
      request.databaseUnavailable = true;
      error = databaseUnavailable() as AppError & FastifyError;
    }
    if (error.validation) {
      return send(request, reply, 400, {
        code: 'VALIDATION_FAILED',
        message: 'The request has invalid or missing fields',
        details: fieldErrors(error),
      });
    }
    if (error instanceof AppError) {
      // A failure on our side (the disk, a bucket) that the caller is told to wait out: the operator
      // needs the reason, which the answer does not carry.
      if (error.statusCode >= 500 && error.cause !== undefined) request.log.error({ err: error.cause }, error.message);
      // A domain error that knows how long to wait says so in the header too, as HTTP clients expect.
      const retryAfter = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
      if ((error.statusCode === 429 || error.statusCode === 503) && typeof retryAfter === 'number')
        reply.header('retry-after', String(retryAfter));
      return send(request, reply, error.statusCode, {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500 || status === 503) {
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return send(request, reply, status, { code: codeForStatus[status] ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    Sentry.captureException(error);
    return send(request, reply, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side',
      details: { requestId: request.id },
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url}` }),
  );
});
