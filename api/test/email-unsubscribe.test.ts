import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { call, nextAddress, practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';

const PUBLIC_URL = 'https://calma.test';
const newEmail = () => `colleague-${randomBytes(5).toString('hex')}@example.test`;

// Email sent to people without an account on someone else's word (a colleague's invitation, a letter
// to an employer) carries a one-click way out (RFC 8058) and a link in its footer; an address that
// took it gets no more of that kind. Email people asked for themselves carries neither.
describe('the way out of email sent on someone else’s word', async () => {
  const { app, db, outbox, settled } = await testApp({ twoFactorRoles: [], publicUrl: PUBLIC_URL });

  const invite = (cookie: string, email: string, locale = 'en') =>
    call(app, 'POST', '/api/v1/referrals/invitations', cookie, { email, locale });
  /** The one-click address of an email, as a path with its query. */
  const oneClickOf = (header: string | undefined) => {
    const url = new URL(/^<(.+)>$/.exec(header ?? '')?.[1] ?? 'https://calma.test/none');
    return `${url.pathname}${url.search}`;
  };
  /** What a mail client sends when the person presses its unsubscribe button. */
  const oneClick = (path: string) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: nextAddress(),
    });

  it('lets a colleague stop invitations with one click, and no practice invites them again', async () => {
    const first = await practiceOwner(app, db, {});
    const email = newEmail();
    expect((await invite(first.cookie, email, 'de')).statusCode).toBe(201);
    const [mail] = await outbox(email);
    expect(mail?.listUnsubscribe).toMatch(
      /^<https:\/\/calma\.test\/api\/v1\/email\/unsubscribe\?kind=referral_invitation&/,
    );
    // The footer's link opens a page with a button, in the email's language.
    expect(mail?.text).toMatch(
      /Jemand anderes hat uns Ihre Adresse .*: https:\/\/calma\.test\/de\/email\/unsubscribe\?kind=referral_invitation&to=[\w-]+&key=[\w-]+/,
    );
    expect(mail?.html).toContain('Keine solchen E-Mails mehr erhalten');

    const stopped = await oneClick(oneClickOf(mail?.listUnsubscribe));
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ unsubscribed: true, kind: 'referral_invitation' });
    // Twice is the same as once.
    expect((await oneClick(oneClickOf(mail?.listUnsubscribe))).statusCode).toBe(200);

    const second = await practiceOwner(app, db, {});
    const again = await invite(second.cookie, email.toUpperCase());
    // The practice sees its invitation as made; the colleague hears nothing.
    expect(again.statusCode).toBe(201);
    await settled();
    expect(await outbox(email)).toHaveLength(1);
    // Another colleague's address is not affected.
    const other = newEmail();
    expect((await invite(second.cookie, other)).statusCode).toBe(201);
    expect(await outbox(other)).toHaveLength(1);
  });

  it('lets an HR address stop letters recommending Calma, and tells the next sender it was not sent', async () => {
    const hrEmail = `hr-${randomUUID()}@acme.test`;
    const send = (employerName: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/forms/recommend-employer',
        headers: SAME_SITE,
        payload: { employerName, hrEmail, language: 'en', locale: 'en', send: true, confirm: true },
        remoteAddress: nextAddress(),
      });
    const sent = await send(`Acme ${randomUUID()}`);
    expect(sent.json()).toMatchObject({ sent: true });
    const [letter] = await outbox(hrEmail);
    expect(letter?.listUnsubscribe).toContain('kind=employer_letter');
    expect((await oneClick(oneClickOf(letter?.listUnsubscribe))).statusCode).toBe(200);

    // A week later (the quiet period is not what stops it), another colleague asks again.
    await db
      .updateTable('formSubmission')
      .set({ emailSentAt: new Date(Date.now() - 30 * 86_400_000) })
      .execute();
    const refused = await send(`Acme ${randomUUID()}`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ sent: false, notSent: 'unsubscribed' });
    await settled();
    expect(await outbox(hrEmail)).toHaveLength(1);
  });

  it('refuses a link whose key is not for that kind and address, and a link that is not one', async () => {
    const owner = await practiceOwner(app, db, {});
    const email = newEmail();
    await invite(owner.cookie, email);
    const [mail] = await outbox(email);
    const path = oneClickOf(mail?.listUnsubscribe);
    const query = new URLSearchParams(path.split('?')[1]);

    const otherKind = path.replace('kind=referral_invitation', 'kind=employer_letter');
    expect((await oneClick(otherKind)).json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const otherAddress = path.replace(
      `to=${query.get('to')}`,
      `to=${Buffer.from('someone-else@example.test').toString('base64url')}`,
    );
    expect((await oneClick(otherAddress)).statusCode).toBe(404);
    const wrongKey = path.replace(`key=${query.get('key')}`, `key=${'A'.repeat(32)}`);
    expect((await oneClick(wrongKey)).statusCode).toBe(404);
    for (const bad of [
      '/api/v1/email/unsubscribe',
      '/api/v1/email/unsubscribe?kind=newsletter&to=abc&key=abc',
      '/api/v1/email/unsubscribe?kind=referral_invitation&to=a%20b&key=abc',
    ]) {
      const response = await oneClick(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    // None of it stopped anything: the address's invitations still go out.
    const digest = createHash('sha256').update(email).digest('hex');
    expect(await db.selectFrom('emailOptOut').selectAll().where('emailSha256', '=', digest).execute()).toEqual([]);
  });

  it('keeps the addresses that opted out only as digests', async () => {
    const owner = await practiceOwner(app, db, {});
    const email = newEmail();
    await invite(owner.cookie, email);
    const [mail] = await outbox(email);
    await oneClick(oneClickOf(mail?.listUnsubscribe));
    const rows = await db.selectFrom('emailOptOut').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.emailSha256))).toBe(true);
  });

  it('puts no way out on email people asked for themselves', async () => {
    const account = await signedInAccount(app, db, 'client');
    const reset = await call(app, 'POST', '/api/v1/auth/forgot-password', undefined, {
      email: account.email,
      locale: 'en',
    });
    expect(reset.statusCode).toBeLessThan(300);
    const [mail] = await outbox(account.email);
    expect(mail).toBeDefined();
    expect(mail?.listUnsubscribe).toBeUndefined();
    expect(mail?.text).not.toContain('/email/unsubscribe');
  });
});
