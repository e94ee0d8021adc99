import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../src/mail/mailer.ts';
import { EMAIL_QUEUE } from '../../src/mail/outbox.ts';
import { isolatedDatabase } from '../helpers/app.ts';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { dataDirectory, startServer } from './process.ts';

/**
 * Issue #27: an email that is not about an appointment survives a crash too. The server is killed
 * (SIGKILL) right after it answered password reset requests 202; the restarted server delivers
 * every link, once, and the links work (decision 027).
 */
describe('a server killed right after answering password resets', async () => {
  const { db, url } = await isolatedDatabase();
  const dataDir = await dataDirectory();
  // Many at once, as a burst: the sender then leaves the emails queued behind the answers (decision
  // 025), so some are still unsent when the process dies.
  const users = await Promise.all(Array.from({ length: 30 }, () => createUser(db)));
  const addresses = users.map((user) => user.email);

  const jobsOf = async () =>
    (
      await sql<{ to: string; state: string }>`
        SELECT data->>'to' AS to, state FROM pgboss.job
         WHERE name = ${EMAIL_QUEUE} AND data->>'to' = ANY(${addresses})`.execute(db)
    ).rows;

  it('sends every reset link it answered 202 for after a restart, once, and the links work', {
    timeout: 120_000,
  }, async () => {
    const first = await startServer(url, dataDir);
    const answers = await Promise.all(
      addresses.map((email) =>
        fetch(`${first.baseUrl}/api/v1/auth/forgot-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, locale: 'en' }),
        }).then((response) => response.status),
      ),
    );
    // The kill comes at a moment when no email is being handed to the mailer: a batch taken at the
    // very instant of a kill is sent again only when pg-boss expires it, a quarter of an hour later.
    for (const since = Date.now(); Date.now() - since < 10_000; ) {
      if (!(await jobsOf()).some((job) => job.state === 'active')) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    expect(answers.every((status) => status === 202)).toBe(true);

    // Every answer's email was committed with it; some had not been sent when the process died.
    const atKill = await jobsOf();
    expect(atKill.map((job) => job.to).sort()).toEqual([...addresses].sort());
    const sentBefore = new Set((await readOutbox(`${dataDir}/outbox`)).map((mail) => mail.to));
    const unsent = addresses.filter((email) => !sentBefore.has(email));
    expect(unsent.length).toBeGreaterThan(0);

    const second = await startServer(url, dataDir, { SHUTDOWN_DRAIN_SECONDS: '0' });
    let jobs = await jobsOf();
    for (const since = Date.now(); Date.now() - since < 60_000; jobs = await jobsOf()) {
      if (jobs.every((job) => job.state === 'completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(jobs.filter((job) => job.state !== 'completed')).toEqual([]);
    const outbox = await readOutbox(`${dataDir}/outbox`);
    for (const email of addresses)
      expect(
        outbox.filter((mail) => mail.to === email),
        email,
      ).toHaveLength(1);

    // A link sent only after the restart sets a new password: its token committed with its email.
    const late = outbox.find((mail) => mail.to === unsent[0]);
    const token = late?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const reset = await fetch(`${second.baseUrl}/api/v1/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: `${TEST_PASSWORD} again` }),
    });
    expect(reset.status).toBe(204);

    second.child.kill('SIGTERM');
    expect(await second.exited, second.output()).toBe(0);
  });
});
