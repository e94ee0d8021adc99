import { describe, expect, it } from 'vitest';
import { letterText, SEND_MESSAGES, sendRefusal, sentState } from './recommend-state.ts';

describe('sending the letter', () => {
  it('is done, or says why the address got none: had one lately, asked for none, or delivery failed', () => {
    expect(sentState({ sent: true })).toBe('done');
    expect(sentState({ sent: false, notSent: 'recently_contacted' })).toBe('recently_contacted');
    expect(sentState({ sent: false, notSent: 'unsubscribed' })).toBe('unsubscribed');
    expect(sentState({ sent: false })).toBe('delivery_failed');
  });

  it('asks for the confirmation when it is missing, and otherwise says the limit, too many tries or failure', () => {
    expect(sendRefusal({ code: 'VALIDATION_FAILED', status: 400, fields: { confirm: 'required' } })).toBe('confirm');
    expect(sendRefusal({ code: 'VALIDATION_FAILED', status: 400, fields: { hrEmail: 'format' } })).toBe('failed');
    expect(sendRefusal({ code: 'SEND_LIMIT_REACHED', status: 429, fields: {} })).toBe('limit');
    expect(sendRefusal({ code: 'RATE_LIMITED', status: 429, fields: {} })).toBe('tooMany');
    expect(sendRefusal({ code: 'NETWORK', status: 0, fields: {} })).toBe('failed');
  });

  it('has words for every way it was not sent', () => {
    expect(SEND_MESSAGES.delivery_failed).toBe(SEND_MESSAGES.failed);
    expect(Object.keys(SEND_MESSAGES).sort()).toEqual(
      ['delivery_failed', 'failed', 'limit', 'recently_contacted', 'tooMany', 'unsubscribed'].sort(),
    );
  });
});

describe('the letter as a file', () => {
  it('is the subject, a blank line and the body', () => {
    expect(letterText({ subject: 'Calma for us', body: 'Dear Ms Becker,\n\nKind regards' })).toBe(
      'Calma for us\n\nDear Ms Becker,\n\nKind regards\n',
    );
  });
});
