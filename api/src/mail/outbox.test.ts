import { describe, expect, it } from 'vitest';
import { burstMeter, type EmailJob, messageJob, queuedMessage, transient } from './outbox.ts';

describe('burstMeter', () => {
  it('is calm up to the limit within a second, in a burst beyond it, and calm again a second later', () => {
    let now = 0;
    const pace = burstMeter(3, () => now);
    for (let i = 0; i < 3; i++) {
      pace.record();
      now += 100;
    }
    expect(pace.calm()).toBe(true);
    pace.record();
    expect(pace.calm()).toBe(false);
    now += 1_000;
    expect(pace.calm()).toBe(true);
  });
});

describe('a message job', () => {
  it('keeps the email, attachments included, through JSON', () => {
    const mail = {
      to: 'ana@example.test',
      locale: 'pt' as const,
      name: 'Ana',
      message: 'invoice.sent' as const,
      params: { number: 'R-7', amount: '90,00 €' },
      actionUrl: '/pay/abc',
      replyTo: 'practice@example.test',
      attachments: [{ filename: 'R-7.pdf', contentType: 'application/pdf', content: Buffer.from([0, 1, 2, 255]) }],
    };
    const job = JSON.parse(JSON.stringify(messageJob(mail))) as EmailJob;
    expect(job.kind).toBe('message');
    if (job.kind !== 'message') return;
    expect(queuedMessage(job)).toEqual(mail);
  });
});

describe('transient', () => {
  it('tells a mail server that will take the email later from one that refused it for good', () => {
    expect(transient(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(true);
    expect(transient(Object.assign(new Error('421 try later'), { responseCode: 421 }))).toBe(true);
    expect(transient(Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }))).toBe(false);
  });
});
