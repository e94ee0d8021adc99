import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { EMAIL_QUEUE } from '../../src/mail/outbox.ts';
import { isolatedDatabase } from '../helpers/app.ts';
import { bookableTherapist, bookingRequest, dataDirectory, startServer, startTimes } from './process.ts';

interface Routed {
  label: string;
  /** When the answer came, relative to the SIGTERM (negative: before it). */
  at: number;
  status?: number;
  uid?: string;
  error?: string;
}

/**
 * Issue #18: a deployment stops the server with SIGTERM while it is under load. A balancer that
 * probes /api/ready stops sending it requests; none of those it did send may fail, and no job is
 * left taken.
 */
describe('a server stopped with SIGTERM under load', async () => {
  const { db, url } = await isolatedDatabase();
  const dataDir = await dataDirectory();
  const { therapist, service } = await bookableTherapist(db);

  it('answers every request the balancer sent it, refuses new ones through the ready probe, and exits cleanly', {
    timeout: 90_000,
  }, async () => {
    const server = await startServer(url, dataDir, { SHUTDOWN_DRAIN_SECONDS: '2' });
    const times = await startTimes(server.baseUrl, therapist.slug, service.id, 30);
    let signalledAt = Number.POSITIVE_INFINITY;
    const since = () => performance.now() - signalledAt;

    // The balancer: probes every 200 ms and routes nothing more once the probe is not 200.
    let routing = true;
    let notReady: { httpStatus: number; body: unknown } | undefined;
    const probing = (async () => {
      while (routing) {
        const probe = await fetch(`${server.baseUrl}/api/ready`).catch(() => undefined);
        if (probe?.status !== 200) {
          routing = false;
          notReady = probe ? { httpStatus: probe.status, body: await probe.json() } : undefined;
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();

    // Steady traffic while it routes: reads, and bookings (many of a time already taken).
    const routed: Routed[] = [];
    let count = 0;
    const send = async (n: number) => {
      while (routing) {
        const i = count++;
        const kind = (n + i) % 3;
        const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
        const [label, path, init] =
          kind === 0
            ? ['services', `/api/v1/therapists/${therapist.slug}/services`, undefined]
            : kind === 1
              ? [
                  'slots',
                  `/api/v1/therapists/${therapist.slug}/slots?serviceId=${service.id}&from=${day}&to=${day}`,
                  undefined,
                ]
              : [
                  'booking',
                  '/api/v1/bookings',
                  bookingRequest(
                    therapist.slug,
                    service.id,
                    times[i % times.length] as string,
                    `steady.${i}@example.test`,
                  ),
                ];
        try {
          const response = await fetch(`${server.baseUrl}${path}`, init);
          const body = (await response.json()) as { uid?: string };
          routed.push({ label, at: since(), status: response.status, uid: body.uid });
        } catch (error) {
          routed.push({ label, at: since(), error: String(error) });
        }
      }
    };
    const senders = Array.from({ length: 6 }, (_, n) => send(n));

    for (const started = Date.now(); routed.length < 60 && Date.now() - started < 20_000; )
      await new Promise((resolve) => setTimeout(resolve, 20));
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await probing;
    await Promise.all(senders);
    const code = await server.exited;

    // The balancer stopped because the probe said "shutting down", not because the port closed.
    expect(notReady).toMatchObject({ httpStatus: 503, body: { status: 'not_ready', shuttingDown: true } });
    expect(routed.filter((r) => r.error !== undefined || ![200, 201, 409].includes(r.status ?? 0))).toEqual([]);
    expect(routed.filter((r) => r.at > 0).length).toBeGreaterThan(0);
    expect(code, server.output()).toBe(0);

    const jobs = await sql<{ name: string; state: string; uid: string | null }>`
      SELECT name, state::text, data->>'uid' AS uid FROM pgboss.job`.execute(db);
    expect(jobs.rows.filter((j) => j.state === 'active')).toEqual([]);
    // Every booking it answered 201 has its email: sent, or queued for the next process.
    const booked = routed.filter((r) => r.status === 201).map((r) => r.uid);
    expect(booked.length).toBeGreaterThan(0);
    for (const uid of booked) expect(jobs.rows.some((j) => j.name === EMAIL_QUEUE && j.uid === uid)).toBe(true);
  });
});
