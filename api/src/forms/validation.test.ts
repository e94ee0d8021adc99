import { describe, expect, it } from 'vitest';
import { checkPartnership, checkPress, checkRecommendation } from './validation.ts';

const reasons = (result: { ok: boolean; problems?: { field: string; reason: string }[] }) =>
  Object.fromEntries((result.problems ?? []).map((p) => [p.field, p.reason]));

describe('the recommendation form', () => {
  it('trims the names and drops blank optional fields', () => {
    expect(checkRecommendation({ employerName: '  Acme GmbH ', hrName: ' ', language: 'de' })).toEqual({
      ok: true,
      value: { employerName: 'Acme GmbH', language: 'de' },
    });
  });

  it('refuses a blank employer and links in the names that go into the letter', () => {
    const result = checkRecommendation({
      employerName: '   ',
      hrName: 'visit www.example.com',
      senderName: 'me@example.com',
      language: 'en',
    });
    expect(reasons(result)).toEqual({
      'body.employerName': 'required',
      'body.hrName': 'link',
      'body.senderName': 'link',
    });
    expect(reasons(checkRecommendation({ employerName: 'https://spam.example', language: 'en' }))).toEqual({
      'body.employerName': 'link',
    });
  });

  it('keeps names with dots followed by a space, as companies and titles have them', () => {
    expect(checkRecommendation({ employerName: 'Acme Co. Ltd.', hrName: 'Dr. Anna Müller', language: 'nl' }).ok).toBe(
      true,
    );
  });

  it('refuses domains in the names, also with look-alike or written-out dots', () => {
    for (const employerName of ['Booking.com', 'example\u2024com', 'example[.]com', 'example\u3002com', 'пример.рф']) {
      expect(reasons(checkRecommendation({ employerName, language: 'en' })), employerName).toEqual({
        'body.employerName': 'link',
      });
    }
    expect(
      reasons(checkRecommendation({ employerName: 'Acme', senderName: 'Tom (example.com)', language: 'en' })),
    ).toEqual({ 'body.senderName': 'link' });
  });

  it('refuses line breaks and unpaired surrogates in a single line', () => {
    expect(reasons(checkRecommendation({ employerName: 'Acme\nBcc: x', language: 'en' }))).toEqual({
      'body.employerName': 'text',
    });
    expect(reasons(checkRecommendation({ employerName: 'Acme \ud800', language: 'en' }))).toEqual({
      'body.employerName': 'text',
    });
  });

  it('needs the HR address and a confirmation to send', () => {
    expect(reasons(checkRecommendation({ employerName: 'Acme', language: 'en', send: true }))).toEqual({
      'body.hrEmail': 'required',
      'body.confirm': 'required',
    });
    expect(
      checkRecommendation({ employerName: 'Acme', hrEmail: 'hr@acme.test', language: 'en', send: true, confirm: true })
        .ok,
    ).toBe(true);
    expect(reasons(checkRecommendation({ employerName: 'Acme', hrEmail: 'hr@acme', language: 'en' }))).toEqual({
      'body.hrEmail': 'email',
    });
  });
});

describe('the partnership form', () => {
  const valid = {
    name: 'Ana Costa',
    organisation: 'Universidade do Porto',
    email: 'ana@up.test',
    partnershipKind: 'university' as const,
    message: 'Olá!\r\nGostaríamos de falar.',
  };

  it('keeps the message with plain line breaks', () => {
    const result = checkPartnership(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, message: 'Olá!\nGostaríamos de falar.' } });
  });

  it('names every blank field at once', () => {
    const blank = { name: '', organisation: ' ', email: '', partnershipKind: '' as const, message: '\n' };
    expect(reasons(checkPartnership(blank))).toEqual({
      'body.name': 'required',
      'body.organisation': 'required',
      'body.email': 'required',
      'body.partnershipKind': 'required',
      'body.message': 'required',
    });
  });

  it('refuses control characters in the message', () => {
    expect(reasons(checkPartnership({ ...valid, message: 'hello\u0000' }))).toEqual({ 'body.message': 'text' });
  });
});

describe('the press form', () => {
  const today = new Date('2026-11-21T10:00:00Z');
  const valid = { name: 'Eva', outlet: 'De Volkskrant', email: 'eva@vk.test', message: 'Een interview?' };

  it('takes a deadline from yesterday on and drops a blank one', () => {
    expect(checkPress({ ...valid, deadline: '2026-11-20' }, today).ok).toBe(true);
    expect(checkPress({ ...valid, deadline: '' }, today)).toEqual({ ok: true, value: valid });
  });

  it('refuses a past, impossible or far-off deadline', () => {
    for (const deadline of ['2026-11-19', '2026-02-30', '21.11.2026', '2030-01-01']) {
      expect(reasons(checkPress({ ...valid, deadline }, today)), deadline).toEqual({ 'body.deadline': 'date' });
    }
  });
});
