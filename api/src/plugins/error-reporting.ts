import { dsnFromString, getEnvelopeEndpointWithUrlEncodedAuth } from '@sentry/core';
import * as Sentry from '@sentry/node';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { Config } from '../config.ts';
import { withoutCapabilities } from '../contract/capability-urls.ts';
import { AppError } from '../errors.ts';
import { ErrorSchema } from '../schemas/common.ts';

export const ClientConfigSchema = Type.Object({
  errorReporting: Type.Union([
    Type.Object({ dsn: Type.String(), environment: Type.String(), tunnel: Type.String() }),
    Type.Null(),
  ]),
});

const TUNNEL = '/api/monitoring';

/**
 * Sentry for the API process (and the Astro pages it renders, which share the process). Off
 * without SENTRY_DSN. The browser SDK reads its settings from /api/client-config and posts its
 * envelopes to a same-site tunnel, so ad blockers and the CSP do not drop them.
 */
export default fp(async function errorReporting(app: FastifyInstance, { config }: { config: Config }) {
  const sentry = config.sentry;
  if (sentry && !Sentry.isInitialized()) {
    Sentry.init({
      dsn: sentry.dsn,
      environment: sentry.environment,
      sendDefaultPii: false,
      tracesSampleRate: 0,
      // A pay link or a call's address is a capability: the report keeps the path without it.
      beforeSend(event) {
        if (event.request?.url) event.request.url = withoutCapabilities(event.request.url);
        return event;
      },
    });
  }
  app.addHook('onClose', async () => {
    await Sentry.flush(2000);
  });

  app.get(
    '/api/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Settings the browser needs at run time',
        response: { 200: ClientConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { errorReporting: sentry ? { dsn: sentry.dsn, environment: sentry.environment, tunnel: TUNNEL } : null };
    },
  );

  const dsn = sentry ? dsnFromString(sentry.dsn) : undefined;
  app.register(async (tunnel) => {
    // The browser SDK posts text/plain; read every body raw, whatever its declared type.
    tunnel.removeAllContentTypeParsers();
    tunnel.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    tunnel.post(
      TUNNEL,
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['platform'],
          summary: 'Forwards error reports from the browser to Sentry',
          response: { 204: Type.Null(), 400: ErrorSchema, 404: ErrorSchema, 502: ErrorSchema },
        },
      },
      async (request, reply) => {
        if (!dsn) throw new AppError('NOT_FOUND', 404, 'Error reporting is off');
        const body = request.body as Buffer;
        const header = parseEnvelopeHeader(body);
        const sent = header?.dsn ? dsnFromString(header.dsn) : undefined;
        // Forward only envelopes for our own project, so the tunnel cannot be used as an open proxy.
        if (!sent || sent.host !== dsn.host || sent.projectId !== dsn.projectId) {
          throw new AppError('BAD_ENVELOPE', 400, 'Not an envelope for this project');
        }
        const upstream = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(dsn), {
          method: 'POST',
          headers: { 'content-type': 'application/x-sentry-envelope' },
          body: new Uint8Array(body),
        }).catch(() => undefined);
        if (!upstream?.ok) throw new AppError('UPSTREAM_FAILED', 502, 'Sentry did not accept the envelope');
        return reply.status(204).send(null);
      },
    );
  });
});

function parseEnvelopeHeader(body: Buffer): { dsn?: string } | undefined {
  const end = body.indexOf(0x0a);
  try {
    return JSON.parse(body.subarray(0, end === -1 ? undefined : end).toString('utf8'));
  } catch {
    return undefined;
  }
}
