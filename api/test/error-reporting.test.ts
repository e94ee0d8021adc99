import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import * as Sentry from '@sentry/node';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';

/** A stand-in for Sentry's ingest: a real HTTP server that keeps every envelope it receives. */
async function startReceiver() {
  const envelopes: string[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { envelopes, dsn: `http://publickey@127.0.0.1:${port}/42` };
}

const items = (envelope: string) =>
  envelope
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('error reporting to Sentry', async () => {
  const receiver = await startReceiver();
  // No SENTRY_ENVIRONMENT and no hosting variable: the environment must default to production.
  const { app } = await testApp({ sentry: { dsn: receiver.dsn, environment: 'production' } });
  app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
    throw new Error('the payroll export failed');
  });

  it('sends an event for a server error, tagged with the production environment', async () => {
    const response = await app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    await Sentry.flush(5000);
    const event = receiver.envelopes.flatMap(items).find((item) => item.exception);
    expect(event?.environment).toBe('production');
    expect(JSON.stringify(event?.exception)).toContain('the payroll export failed');
  });

  it('tells the browser how to report, through the same-site tunnel', async () => {
    const response = await app.inject({ url: '/api/client-config' });
    expect(response.json()).toEqual({
      errorReporting: { dsn: receiver.dsn, environment: 'production', tunnel: '/api/monitoring' },
    });
  });

  it('forwards browser envelopes for its own project through the tunnel', async () => {
    const before = receiver.envelopes.length;
    const envelope = [
      JSON.stringify({ dsn: receiver.dsn, event_id: 'a'.repeat(32), sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ message: 'from the browser', environment: 'production' }),
    ].join('\n');
    const response = await app.inject({
      method: 'POST',
      url: '/api/monitoring',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelope,
    });
    expect(response.statusCode).toBe(204);
    expect(receiver.envelopes.slice(before).join('\n')).toContain('from the browser');
  });

  it('refuses envelopes for another project, so the tunnel is no open proxy', async () => {
    const envelope = `${JSON.stringify({ dsn: 'https://key@o1.ingest.sentry.io/999' })}\n{"type":"event"}\n{}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/monitoring',
      payload: envelope,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_ENVELOPE');
  });
});

describe('error reporting switched off', async () => {
  const { app } = await testApp({ sentry: undefined });

  it('gives the browser nothing to report to', async () => {
    expect((await app.inject({ url: '/api/client-config' })).json()).toEqual({ errorReporting: null });
  });

  it('answers the tunnel with 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/monitoring',
      payload: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(404);
  });
});
